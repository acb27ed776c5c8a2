<?php
/**
 * Registers the <combatlab> parser tag.
 *
 * @file
 */

namespace MediaWiki\Extension\CombatLab;

use MediaWiki\Hook\ParserFirstCallInitHook;
use Parser;

class Hooks implements ParserFirstCallInitHook {
	/**
	 * @param Parser $parser
	 */
	public function onParserFirstCallInit( $parser ) {
		$parser->setHook( 'combatlab', [ CombatLabTag::class, 'render' ] );
	}
}

<?php
/**
 * Registers the <combatlab> parser tag, and answers a page's boards once its parse has seen
 * them all (PageBoards).
 *
 * @file
 */

namespace MediaWiki\Extension\CombatLab;

use MediaWiki\Hook\ParserAfterTidyHook;
use MediaWiki\Hook\ParserFirstCallInitHook;
use Parser;

class Hooks implements ParserFirstCallInitHook, ParserAfterTidyHook {
	/**
	 * @param Parser $parser
	 */
	public function onParserFirstCallInit( $parser ) {
		$parser->setHook( 'combatlab', [ CombatLabTag::class, 'render' ] );
	}

	/**
	 * @param Parser $parser
	 * @param string &$text
	 */
	public function onParserAfterTidy( $parser, &$text ) {
		PageBoards::onParserAfterTidy( $parser, $text );
	}
}

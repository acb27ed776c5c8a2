<?php
/**
 * The <combatlab> tag:
 *
 *     <combatlab mode="step" compare="mtg,mtg-2020" height="480">
 *     {"format": 1, "ruleset": "mtg", "players": [...], ...}
 *     </combatlab>
 *     <combatlab src="Trample" ruleset="mtg-classic" />   (the board in the page CombatLab:Trample)
 *
 * becomes Combat Lab's <combat-lab> element (web/widget.js) with the board as inline JSON,
 * the board in words and, where $wgCombatLabPython is set, the engine's stamped answer and its
 * outcome in words (for the widget's first paint, readers without JavaScript and search
 * engines: every board of the page from one engine process, PageBoards), and loads widget.js
 * once per page. Bad input becomes an error box, with the engine's message and rule where the
 * engine refused it. All the author's text goes out through MediaWiki's Html class.
 *
 * @file
 */

namespace MediaWiki\Extension\CombatLab;

use Html;
use MediaWiki\MediaWikiServices;
use Parser;
use PPFrame;
use stdClass;
use Title;

class CombatLabTag {
	/** The attributes, as the widget has them (web/widget.js) plus src. */
	private const ATTRIBUTES = [ 'src', 'mode', 'ruleset', 'compare', 'height' ];
	private const MODES = [ 'view', 'step', 'play' ];
	private const RULESET_ID = '/^[a-z0-9][a-z0-9-]{0,39}$/';
	private const HEIGHT = '/^\d{1,4}(?:\.\d+)?(?:px|em|rem|vh)?$/';
	private const MAX_COMPARE = 6;

	/**
	 * Parser tag hook.
	 *
	 * @param string|null $input the text between the tags (null for <combatlab ... />)
	 * @param array $args the attributes
	 * @param Parser $parser
	 * @param PPFrame $frame
	 * @return string HTML
	 */
	public static function render( $input, array $args, Parser $parser, PPFrame $frame ) {
		try {
			$attributes = self::attributes( $args );
			[ $text, $page ] = self::boardText( $input, $args['src'] ?? null, $parser );
			$board = self::parse( $text );
			if ( isset( $attributes['ruleset'] ) ) {
				$board->ruleset = $attributes['ruleset'];
			}
			$json = Board::scriptSafeJson( $board );
		} catch ( BoardError $error ) {
			$parser->addTrackingCategory( 'combatlab-error-category' );
			return self::errorBox( $error );
		}
		$engine = self::engine();
		$compare = isset( $attributes['compare'] ) ? explode( ',', $attributes['compare'] ) : [];
		[ $prefix, $words, $suffix ] = self::widget( $board, $json, $attributes, $page );
		if ( $engine === null ) {
			self::addWidgetScript( $parser );
			return $prefix . Html::rawElement( 'div', [ 'class' => 'combatlab-text' ], $words ) . $suffix;
		}
		// Answered with the page's other boards once the parse has seen them all (PageBoards).
		return PageBoards::of( $parser, $engine )->add( $json, $compare, $prefix, $words, $suffix, $parser );
	}

	/**
	 * The widget's attributes, checked as the widget reads them.
	 *
	 * @param array $args
	 * @return array<string,string> mode, ruleset, compare, height (the ones given; src apart)
	 * @throws BoardError
	 */
	private static function attributes( array $args ): array {
		$out = [];
		foreach ( $args as $name => $value ) {
			$name = (string)$name;
			$value = trim( (string)$value );
			if ( !in_array( $name, self::ATTRIBUTES, true ) ) {
				throw new BoardError( 'combatlab-error-attribute', [ $name, implode( ', ', self::ATTRIBUTES ) ] );
			}
			if ( $name === 'src' || $value === '' ) {
				continue;
			}
			if ( $name === 'mode' && !in_array( $value, self::MODES, true ) ) {
				throw new BoardError( 'combatlab-error-mode', [ $value ] );
			}
			if ( $name === 'ruleset' && !preg_match( self::RULESET_ID, $value ) ) {
				throw new BoardError( 'combatlab-error-ruleset-id', [ $name, $value ] );
			}
			if ( $name === 'compare' ) {
				$ids = array_values( array_unique( array_map( 'trim', explode( ',', $value ) ) ) );
				foreach ( $ids as $id ) {
					if ( !preg_match( self::RULESET_ID, $id ) ) {
						throw new BoardError( 'combatlab-error-ruleset-id', [ $name, $id ] );
					}
				}
				$value = implode( ',', array_slice( $ids, 0, self::MAX_COMPARE ) );
			}
			if ( $name === 'height' && !preg_match( self::HEIGHT, $value ) ) {
				throw new BoardError( 'combatlab-error-height', [ $value ] );
			}
			$out[$name] = $value;
		}
		return $out;
	}

	/**
	 * The board's JSON text: the tag's body, or the JSON page that src names (default
	 * namespace CombatLab:). The page becomes a dependency of this one (as a template
	 * is), so editing the board re-renders the pages that show it.
	 *
	 * @param string|null $input
	 * @param string|null $src
	 * @param Parser $parser
	 * @return array{0:string,1:Title|null}
	 * @throws BoardError
	 */
	private static function boardText( ?string $input, ?string $src, Parser $parser ): array {
		$body = trim( $input ?? '' );
		$src = trim( $src ?? '' );
		if ( $src === '' ) {
			if ( $body === '' ) {
				throw new BoardError( 'combatlab-error-empty' );
			}
			return [ $body, null ];
		}
		if ( $body !== '' ) {
			throw new BoardError( 'combatlab-error-both' );
		}
		if ( preg_match( '/^(?:[a-z][a-z0-9+.-]*:)?\/\//i', $src ) || preg_match( '/^(?:javascript|data|vbscript):/i', $src ) ) {
			throw new BoardError( 'combatlab-error-src-url', [ $src ] );
		}
		$title = Title::newFromText( $src, NS_COMBATLAB );
		if ( $title === null ) {
			throw new BoardError( 'combatlab-error-src-title', [ $src ] );
		}
		if ( $title->isExternal() ) {
			throw new BoardError( 'combatlab-error-src-interwiki', [ $src ] );
		}
		$revision = $parser->fetchCurrentRevisionRecordOfTitle( $title );
		$parser->getOutput()->addTemplate( $title, $title->getArticleID(), $revision ? $revision->getId() : null );
		$content = $revision ? $revision->getContent( 'main' ) : null;
		if ( $content === null ) {
			throw new BoardError( 'combatlab-error-src-missing', [ $title->getPrefixedText() ] );
		}
		if ( $content->getModel() !== CONTENT_MODEL_JSON ) {
			throw new BoardError( 'combatlab-error-src-model', [ $title->getPrefixedText(), $content->getModel() ] );
		}
		return [ $content->serialize(), $title ];
	}

	/**
	 * Board::parse(), and for JSON that does not parse, the engine's message where it can
	 * be had: it names the line and column, PHP's does not.
	 *
	 * @param string $text
	 * @return stdClass
	 * @throws BoardError
	 */
	private static function parse( string $text ): stdClass {
		try {
			return Board::parse( $text );
		} catch ( BoardError $error ) {
			$engine = self::engine();
			if ( $error->key === 'combatlab-error-json' && $engine ) {
				$engine->account( $text, [] );
			}
			throw $error;
		}
	}

	/**
	 * The engine on the server, when the wiki set $wgCombatLabPython.
	 */
	private static function engine(): ?Engine {
		$python = MediaWikiServices::getInstance()->getMainConfig()->get( 'CombatLabPython' );
		return is_string( $python ) && $python !== '' ? new Engine( $python ) : null;
	}

	/**
	 * <combat-lab> with the board as JSON and, inside it, the words that the widget shows until
	 * its engine answers (and readers without JavaScript keep), in three pieces: the element up
	 * to the board's script, the words (HTML, for the div.combatlab-text after it, where the
	 * engine's answer and outcome join them) and the closing tags.
	 *
	 * @return string[]
	 */
	private static function widget( stdClass $board, string $json, array $attributes, ?Title $page ): array {
		$words = '';
		foreach ( BoardText::describe( $board ) as $sentence ) {
			$words .= Html::element( 'p', [], $sentence );
		}
		if ( $page ) {
			$link = MediaWikiServices::getInstance()->getLinkRenderer()->makeKnownLink( $page );
			$words .= Html::rawElement( 'p', [ 'class' => 'combatlab-board-page' ],
				wfMessage( 'combatlab-board-page' )->rawParams( $link )->inContentLanguage()->escaped() );
		}
		$open = Html::openElement( 'div', [ 'class' => 'mw-ext-combatlab' ] ) . Html::openElement( 'combat-lab', $attributes )
			. Html::rawElement( 'script', [ 'type' => 'application/json' ], $json );
		return [ $open, $words, Html::closeElement( 'combat-lab' ) . Html::closeElement( 'div' ) ];
	}

	/**
	 * The error box in place of the board: what is wrong, in words, and the rule. The engine's `$.`-paths are
	 * said as what they are about (BoardText::plainMessage, the widget's wording: "Vastwood Gorger's
	 * division"), never shown as a path.
	 *
	 * @param BoardError $error
	 * @param stdClass|null $board the board refused, to name what a path is about
	 * @return string HTML
	 */
	public static function errorBox( BoardError $error, ?stdClass $board = null ): string {
		$params = $error->key !== 'combatlab-error-engine' ? $error->params : array_map(
			static function ( string $param ) use ( $board ): string {
				return BoardText::plainMessage( $param, $board );
			}, $error->params );
		$text = wfMessage( $error->key )->plaintextParams( ...$params )->inContentLanguage()->text();
		if ( $error->rule !== null && $error->rule !== '' ) {
			$text .= ' ' . wfMessage( 'combatlab-error-rule' )->plaintextParams( $error->rule )->inContentLanguage()->text();
		}
		$message = wfMessage( 'combatlab-error' )->plaintextParams( $text )->inContentLanguage()->text();
		return Html::errorBox( Html::element( 'span', [], $message ), '', 'combatlab-error' );
	}

	/**
	 * widget.js as a module script in the page's <head>, once however many boards the
	 * page has (a keyed head item, kept with the parser cache).
	 */
	public static function addWidgetScript( Parser $parser ): void {
		$parser->getOutput()->addHeadItem(
			Html::element( 'script', [ 'type' => 'module', 'src' => self::baseUrl() . 'widget.js' ] ),
			'combatlab-widget'
		);
	}

	/**
	 * Where Combat Lab's built files are served: $wgCombatLabUrl, by default the
	 * extension's own static/ folder.
	 */
	public static function baseUrl(): string {
		$config = MediaWikiServices::getInstance()->getMainConfig();
		$url = $config->get( 'CombatLabUrl' );
		if ( !is_string( $url ) || $url === '' ) {
			$url = $config->get( 'ExtensionAssetsPath' ) . '/CombatLab/static/';
		}
		return substr( $url, -1 ) === '/' ? $url : "$url/";
	}
}

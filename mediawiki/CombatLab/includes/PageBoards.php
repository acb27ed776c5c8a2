<?php
/**
 * A page's boards, resolved together: each <combatlab> tag leaves a marker during the parse, and
 * once every tag has been seen (ParserAfterTidy) the boards are answered from the object cache or
 * by one engine process for the whole page (`python3 -m pyengine batch -`), and each marker becomes
 * its widget: the board, the engine's stamped answer (<script type="application/json"
 * data-answer>, for the widget's first paint) and a short outcome in words.
 *
 * Bounded whatever the page holds: at most $wgCombatLabMaxBoards boards are resolved (the others
 * are counted as expensive parser work and say that the reader's browser computes them), the
 * engine gets $wgCombatLabMaxSeconds for the whole page (boards it had no time for say the same),
 * each outcome lists at most Outcome::MAX_EVENTS lines per ruleset, and an answer is embedded
 * only while it and the page's answers stay under MAX_ANSWER_BYTES and MAX_PAGE_ANSWER_BYTES.
 *
 * @file
 */

namespace MediaWiki\Extension\CombatLab;

use BagOStuff;
use Html;
use MediaWiki\MediaWikiServices;
use ObjectCache;
use Parser;
use ParserOutput;
use stdClass;
use WeakMap;

class PageBoards {
	/** The largest stamped answer embedded beside its board (a 10 KB board compared under 3 rulesets: ~125 KB). */
	public const MAX_ANSWER_BYTES = 200000;
	/** The most stamped answers' bytes one page embeds; the boards after that are answered in the browser. */
	public const MAX_PAGE_ANSWER_BYTES = 2000000;
	/** How long an answer is kept: the key names the engine build, so it never goes stale. */
	private const CACHE_TTL = 30 * 86400;

	/** @var WeakMap<ParserOutput,PageBoards>|null each parse's boards */
	private static $pages = null;

	/** @var Engine */
	private $engine;
	/** @var string a secret of this parse: no author can write a marker */
	private $token;
	/** @var array[] the tags in page order: key, item, prefix, words, suffix, budget */
	private $tags = [];
	/** @var int */
	private $maxBoards;
	/** @var float */
	private $maxSeconds;

	private function __construct( Engine $engine, int $maxBoards, float $maxSeconds ) {
		$this->engine = $engine;
		$this->token = bin2hex( random_bytes( 12 ) );
		$this->maxBoards = $maxBoards;
		$this->maxSeconds = $maxSeconds;
	}

	/**
	 * This parse's boards (made at its first tag).
	 */
	public static function of( Parser $parser, Engine $engine ): self {
		self::$pages = self::$pages ?? new WeakMap();
		$output = $parser->getOutput();
		if ( !isset( self::$pages[$output] ) ) {
			$config = MediaWikiServices::getInstance()->getMainConfig();
			self::$pages[$output] = new self( $engine, max( 0, (int)$config->get( 'CombatLabMaxBoards' ) ),
				max( 1.0, min( 600.0, (float)$config->get( 'CombatLabMaxSeconds' ) ) ) );
		}
		return self::$pages[$output];
	}

	/**
	 * A tag's marker in the page: its widget once the page's boards are answered.
	 *
	 * @param string $json the board, script-safe JSON
	 * @param string[] $compare the rulesets to compare it under ([]: resolve)
	 * @param string $prefix the widget's HTML up to and with the board's own script
	 * @param string $words the board in words (HTML)
	 * @param string $suffix the rest of the widget's HTML
	 * @param Parser $parser
	 * @return string
	 */
	public function add( string $json, array $compare, string $prefix, string $words, string $suffix,
		Parser $parser
	): string {
		$index = count( $this->tags );
		$call = $compare ? 'compare' : 'resolve';
		$item = [ 'call' => $call, 'scenario' => json_decode( $json, false ) ];
		if ( $compare ) {
			$item['rulesets'] = $compare;
		}
		$budget = $index >= $this->maxBoards;
		if ( $budget ) {
			$parser->incrementExpensiveFunctionCount();
		}
		$this->tags[] = [
			'key' => hash( 'sha256', $call . "\n" . implode( ',', $compare ) . "\n" . $json ),
			'item' => $item, 'prefix' => $prefix, 'words' => $words, 'suffix' => $suffix, 'budget' => $budget,
		];
		// A block element, so that the paragraphs of the page stay as they would be around the widget.
		return "<div data-combatlab-marker=\"{$this->token}-$index\"></div>";
	}

	/**
	 * ParserAfterTidy: every marker of the parse replaced with its widget (or its error box).
	 *
	 * @param Parser $parser
	 * @param string &$text
	 */
	public static function onParserAfterTidy( $parser, &$text ) {
		$output = $parser->getOutput();
		if ( self::$pages === null || !isset( self::$pages[$output] ) ) {
			return;
		}
		$page = self::$pages[$output];
		unset( self::$pages[$output] );
		$text = $page->fill( $text, $parser );
	}

	/**
	 * The page's text with each marker replaced.
	 */
	private function fill( string $text, Parser $parser ): string {
		$answers = $this->answers( $parser );
		$html = [];
		$widgets = 0;
		$embedded = 0;
		foreach ( $this->tags as $index => $tag ) {
			// A board past the budget stays unresolved even where an earlier copy of it was resolved.
			$answer = $tag['budget'] ? null : $answers[$tag['key']] ?? null;
			if ( $answer !== null && $answer['error'] !== null ) {
				$parser->addTrackingCategory( 'combatlab-error-category' );
				[ $message, $rule, $path ] = $answer['error'];
				$html[$index] = CombatLabTag::errorBox( new BoardError( 'combatlab-error-engine', [ $message ], $rule, $path ),
					$tag['item']['scenario'] instanceof stdClass ? $tag['item']['scenario'] : null );
				continue;
			}
			$widgets++;
			$stamp = '';
			if ( $answer !== null && $answer['stamp'] !== null
				&& $embedded + strlen( $answer['stamp'] ) <= self::MAX_PAGE_ANSWER_BYTES
			) {
				$embedded += strlen( $answer['stamp'] );
				$stamp = Html::rawElement( 'script', [ 'type' => 'application/json', 'data-answer' => '' ], $answer['stamp'] );
			}
			$words = $tag['words'];
			if ( $answer !== null && $answer['text'] !== null ) {
				$heading = $tag['item']['call'] === 'compare' ? 'combatlab-compare-outcome' : 'combatlab-outcome';
				$more = $answer['more'] > 0 ? Html::element( 'p', [ 'class' => 'combatlab-more' ],
					wfMessage( 'combatlab-more-events' )->numParams( $answer['more'] )->inContentLanguage()->text() ) : '';
				$words .= Html::rawElement( 'div', [ 'class' => 'combatlab-outcome' ],
					Html::element( 'p', [], wfMessage( $heading )->inContentLanguage()->text() )
					. BoardText::outcomeHtml( $answer['text'] ) . $more );
			} elseif ( $tag['budget'] || ( $answers[$tag['key'] . ':budget'] ?? false ) ) {
				$words .= Html::element( 'p', [ 'class' => 'combatlab-budget' ],
					wfMessage( 'combatlab-budget' )->inContentLanguage()->text() );
			}
			$html[$index] = $tag['prefix'] . $stamp . Html::rawElement( 'div', [ 'class' => 'combatlab-text' ], $words )
				. $tag['suffix'];
		}
		if ( $widgets ) {
			CombatLabTag::addWidgetScript( $parser );
		}
		return preg_replace_callback( '/<div data-combatlab-marker="' . $this->token . '-(\d+)"><\/div>/',
			static function ( $m ) use ( $html ) {
				return $html[(int)$m[1]] ?? '';
			}, $text );
	}

	/**
	 * Each board's answer by its key, from the cache or from one engine process for the page;
	 * "KEY:budget" => true for a board the engine had no time for. A board past the page's budget,
	 * or one the engine could not answer (a server problem, logged), has none.
	 *
	 * @param Parser $parser
	 * @return array
	 */
	private function answers( Parser $parser ): array {
		$wanted = [];
		foreach ( $this->tags as $tag ) {
			if ( !$tag['budget'] ) {
				$wanted[$tag['key']] = $tag['item'];
			}
		}
		if ( !$wanted ) {
			return [];
		}
		$build = $this->engine->buildId();
		$cache = self::cache();
		$keys = [];
		foreach ( $wanted as $key => $_ ) {
			$keys[$key] = $cache->makeGlobalKey( 'combatlab-answer', $build ?? 'none', $key );
		}
		$found = $build !== null ? $cache->getMulti( array_values( $keys ) ) : [];
		$answers = [];
		$missing = [];
		foreach ( $keys as $key => $cacheKey ) {
			if ( isset( $found[$cacheKey] ) && is_array( $found[$cacheKey] ) ) {
				$answers[$key] = $found[$cacheKey];
			} else {
				$missing[] = $key;
			}
		}
		if ( !$missing ) {
			return $answers;
		}
		$items = array_map( static function ( $key ) use ( $wanted ) {
			return $wanted[$key];
		}, $missing );
		$batch = $this->engine->batch( $items, $this->maxSeconds );
		if ( $batch === null ) {
			return $answers;
		}
		$store = [];
		foreach ( $missing as $i => $key ) {
			$stamped = $batch->answers[$i] ?? null;
			$answer = self::answerOf( $stamped, $batch->texts[$i] ?? null );
			if ( $answer === null ) {
				$spent = $stamped instanceof stdClass && ( $stamped->error->code ?? '' ) === 'budget';
				$answers["$key:budget"] = $spent;
				if ( $spent ) {
					$parser->incrementExpensiveFunctionCount();
				}
				continue;
			}
			$answers[$key] = $answer;
			$store[$keys[$key]] = $answer;
		}
		if ( $store && $build !== null ) {
			$cache->setMulti( $store, self::CACHE_TTL );
		}
		return $answers;
	}

	/**
	 * What a page keeps of one stamped answer: the stamp to embed (script-safe, or null past
	 * MAX_ANSWER_BYTES), the outcome in words (bounded) and how many lines it left out, or the
	 * engine's refusal; null for an answer that is none (budget, a malformed item).
	 *
	 * @param mixed $stamped
	 * @param mixed $text
	 * @return array|null
	 */
	private static function answerOf( $stamped, $text ): ?array {
		if ( !( $stamped instanceof stdClass ) || !( ( $stamped->answer ?? null ) instanceof stdClass ) ) {
			return null;
		}
		$answer = $stamped->answer;
		if ( ( $answer->ok ?? null ) === false ) {
			$error = ( $answer->error ?? null ) instanceof stdClass ? $answer->error : new stdClass();
			return [ 'error' => [ (string)( $error->message ?? 'no answer' ),
				isset( $error->rule ) ? (string)$error->rule : null,
				isset( $error->path ) ? (string)$error->path : null ],
				'stamp' => null, 'text' => null, 'more' => 0 ];
		}
		// Decoded as objects, so that {} stays {}: the same JSON as the engine wrote, script-safe.
		$json = json_encode( $stamped, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_PRESERVE_ZERO_FRACTION
			| JSON_HEX_TAG | JSON_HEX_AMP );
		[ $bounded, $more ] = Outcome::bounded( is_string( $text ) ? $text : '' );
		return [
			'error' => null,
			'stamp' => is_string( $json ) && strlen( $json ) <= self::MAX_ANSWER_BYTES ? self::scriptSafe( $json ) : null,
			'text' => is_string( $text ) ? $bounded : null,
			'more' => $more,
		];
	}

	/**
	 * JSON that nothing in it can end a <script> element (U+2028 and U+2029 escaped too).
	 */
	private static function scriptSafe( string $json ): string {
		return str_replace( [ "\u{2028}", "\u{2029}" ], [ '\u2028', '\u2029' ], $json );
	}

	private static function cache(): BagOStuff {
		$type = MediaWikiServices::getInstance()->getMainConfig()->get( 'CombatLabCacheType' );
		return ObjectCache::getInstance( $type ?? CACHE_ANYTHING );
	}
}

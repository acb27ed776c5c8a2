<?php
/**
 * Words for readers without JavaScript and for search engines: the board described in
 * sentences (the same sentences as describeBoard() in web/core/widget-text.js, which the widget
 * shows before the engine answers) and the engine's own account of the combat
 * (`python3 -m pyengine resolve --text`) as HTML. Nothing here decides a rule. Every
 * piece of the author's text goes out through Html::element, escaped.
 *
 * @file
 */

namespace MediaWiki\Extension\CombatLab;

use Html;
use stdClass;

class BoardText {
	private const MOMENTS = [
		'after-blocks' => 'After blockers are declared',
		'after-first-strike' => 'After first-strike damage',
		'on-stack' => 'With combat damage on the stack',
	];

	/**
	 * The board in a few sentences: the players, who attacks what and who blocks, the
	 * orders and divisions chosen, the actions.
	 *
	 * @param stdClass $board
	 * @return string[] plain-text sentences
	 */
	public static function describe( stdClass $board ): array {
		$names = [];
		$byId = [];
		foreach ( self::objects( $board->players ?? null ) as $player ) {
			if ( isset( $player->id ) ) {
				$names[self::text( $player->id )] = self::text( $player->id );
			}
		}
		foreach ( self::objects( $board->permanents ?? null ) as $permanent ) {
			if ( isset( $permanent->id ) ) {
				$id = self::text( $permanent->id );
				$byId[$id] = $permanent;
				$names[$id] = self::nameOf( $permanent );
			}
		}
		$name = static function ( $id ) use ( $names ): string {
			return $names[self::text( $id )] ?? self::text( $id );
		};
		$phrase = static function ( $id ) use ( $byId ): string {
			$permanent = $byId[self::text( $id )] ?? null;
			return $permanent ? self::permanentPhrase( $permanent ) : self::text( $id );
		};

		$sentences = [];
		$players = self::objects( $board->players ?? null );
		if ( $players ) {
			$who = [];
			foreach ( $players as $player ) {
				$bits = [];
				if ( isset( $player->points ) ) {
					$bits[] = self::plural( (int)$player->points, 'point' );
				} else {
					$bits[] = self::text( $player->life ?? 20 ) . ' life';
				}
				if ( is_numeric( $player->poison ?? null ) && $player->poison > 0 ) {
					$bits[] = self::plural( (int)$player->poison, 'poison counter' );
				}
				$who[] = self::text( $player->id ?? '?' ) . ' (' . implode( ', ', $bits ) . ')';
			}
			$ruleset = isset( $board->ruleset ) ? '; rules: ' . self::text( $board->ruleset ) : '';
			$sentences[] = 'Players: ' . self::andList( $who ) . $ruleset . '.';
		}
		$attackers = self::objects( $board->attackers ?? null );
		$blockers = self::objects( $board->blockers ?? null );
		if ( $attackers ) {
			foreach ( $attackers as $attacker ) {
				$blockedBy = [];
				foreach ( $blockers as $blocker ) {
					$blocks = array_map( [ self::class, 'text' ], self::items( $blocker->blocks ?? null ) );
					if ( in_array( self::text( $attacker->id ?? '' ), $blocks, true ) ) {
						$blockedBy[] = $phrase( $blocker->id ?? '' );
					}
				}
				$sentences[] = $phrase( $attacker->id ?? '' ) . ' attacks ' . $name( $attacker->target ?? '' )
					. ( $blockedBy ? ' and is blocked by ' . self::andList( $blockedBy ) . '.' : ' and is not blocked.' );
			}
		} else {
			// Rulesets that decide attacks themselves (puzzle-quest, riftbound): each side's board.
			foreach ( $players as $player ) {
				$own = [];
				foreach ( self::objects( $board->permanents ?? null ) as $permanent ) {
					if ( self::text( $permanent->controller ?? '' ) === self::text( $player->id ?? '' ) ) {
						$own[] = self::permanentPhrase( $permanent );
					}
				}
				if ( !$own ) {
					continue;
				}
				$role = '';
				if ( isset( $board->active_player ) ) {
					$role = self::text( $board->active_player ) === self::text( $player->id ?? '' )
						? ' (attacking)' : ' (defending)';
				}
				$sentences[] = self::text( $player->id ?? '?' ) . $role . ': ' . self::andList( $own ) . '.';
			}
		}
		$order = $board->damage_assignment_order ?? null;
		if ( $order instanceof stdClass ) {
			foreach ( get_object_vars( $order ) as $source => $targets ) {
				$sentences[] = $name( $source ) . ' orders its blockers: '
					. implode( ', then ', array_map( $name, self::items( $targets ) ) ) . '.';
			}
		}
		foreach ( self::objects( $board->assignments ?? null ) as $assignment ) {
			$parts = [];
			$division = $assignment->division ?? null;
			foreach ( $division instanceof stdClass ? get_object_vars( $division ) : [] as $id => $amount ) {
				$parts[] = self::text( $amount ) . ' to ' . $name( $id );
			}
			$step = isset( $assignment->step ) ? ' in the ' . self::words( $assignment->step ) . ' step' : '';
			$sentences[] = $name( $assignment->source ?? '' ) . " divides its damage$step: "
				. self::andList( $parts ) . '.';
		}
		foreach ( self::objects( $board->actions ?? null ) as $action ) {
			$sentences[] = self::describeAction( $action, $name );
		}
		return $sentences;
	}

	/**
	 * @param stdClass $action
	 * @param callable $name id -> display name
	 * @return string "After blockers are declared, Giant Growth ... ."
	 */
	private static function describeAction( stdClass $action, callable $name ): string {
		$at = self::text( $action->at ?? '' );
		$when = self::MOMENTS[$at] ?? ( $at === '' ? 'During combat' : self::words( $at ) );
		$target = $name( $action->target ?? '' );
		switch ( self::text( $action->do ?? '' ) ) {
			case 'pump':
				$what = "$target gets " . self::signed( $action->power ?? 0 ) . '/' . self::signed( $action->toughness ?? 0 );
				break;
			case 'remove':
				$what = "$target leaves the battlefield (to " . self::text( $action->to ?? 'the graveyard' ) . ')';
				break;
			case 'remove-from-combat':
				$what = "$target is removed from combat";
				break;
			case 'prevent':
				$what = 'the next ' . self::text( $action->amount ?? '' ) . " damage to $target is prevented";
				break;
			case 'grant':
				$what = "$target gains " . self::words( $action->keyword ?? '' );
				break;
			case 'lose':
				$what = "$target loses " . self::words( $action->keyword ?? '' );
				break;
			case 'deal':
				$what = $name( $action->source ?? '' ) . ' deals ' . self::text( $action->amount ?? '' )
					. " damage to $target";
				break;
			default:
				$what = self::words( $action->do ?? '' ) . ( isset( $action->target ) ? " $target" : '' );
		}
		return "$when, $what.";
	}

	/**
	 * @param mixed $value
	 * @return string "+3", "-1"
	 */
	private static function signed( $value ): string {
		$number = is_numeric( $value ) ? (int)$value : 0;
		return $number >= 0 ? "+$number" : (string)$number;
	}

	/** Step names of the engine's account, as the widget titles them (web/core/widget-text.js). */
	private const STEP_TITLES = [
		'declare-attackers' => 'Declare attackers',
		'declare-blockers' => 'Declare blockers',
		'first-strike' => 'First-strike combat damage',
		'regular' => 'Combat damage',
		'final' => 'After combat',
		'cards' => 'What the cards print that Combat Lab leaves out',
	];

	/**
	 * The engine's text account (`resolve --text`, `compare --text`) as HTML: its section
	 * lines ("=== mtg ===", "-- regular --") as paragraphs, the events under each as a list.
	 * Its "ruleset: mtg" line is left out: the description names the rules already.
	 *
	 * @param string $text
	 * @return string HTML
	 */
	public static function outcomeHtml( string $text ): string {
		$html = '';
		$items = [];
		$flush = static function () use ( &$items, &$html ) {
			if ( $items ) {
				$html .= Html::rawElement( 'ul', [], implode( '', array_map(
					static function ( $item ) {
						return Html::element( 'li', [], $item );
					}, $items ) ) );
				$items = [];
			}
		};
		foreach ( preg_split( '/\r?\n/', $text ) as $line ) {
			if ( trim( $line ) === '' ) {
				continue;
			}
			if ( preg_match( '/^ruleset: [\w-]+$/', $line ) ) {
				continue;
			}
			if ( preg_match( '/^(===|--) (.+) \1$/', $line, $m ) ) {
				$flush();
				$class = $m[1] === '===' ? 'combatlab-ruleset' : 'combatlab-step';
				$title = $m[1] === '--' ? ( self::STEP_TITLES[$m[2]] ?? $m[2] ) : $m[2];
				$html .= Html::element( 'p', [ 'class' => $class ], $title );
			} elseif ( preg_match( '/^(?:\s+|\* )(.+)$/', $line, $m ) ) {
				$items[] = $m[1];
			} else {
				$flush();
				$html .= Html::element( 'p', [], $line );
			}
		}
		$flush();
		return $html;
	}

	/**
	 * @param mixed $value
	 * @return stdClass[] the objects of a JSON array (anything else: none)
	 */
	private static function objects( $value ): array {
		return array_values( array_filter( self::items( $value ), static function ( $item ) {
			return $item instanceof stdClass;
		} ) );
	}

	private const ORDINALS = [ 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth' ];
	/** What one entry of a list with no id of its own is called (web/core/widget-text.js ENTRY_WORDS). */
	private const ENTRY_WORDS = [
		'assignments' => 'division', 'actions' => 'action', 'trigger_order' => 'trigger order',
		'attackers' => 'attack', 'blockers' => 'block',
	];

	/**
	 * A JSON path of the board in words, as pathWords() in web/core/widget-text.js says it (a reader never
	 * sees a `$.`-path): "$.permanents[2].power" -> "Grizzly Bears' power", "$.assignments[0].division" ->
	 * "Vastwood Gorger's division", "$.format" -> "the board's format".
	 *
	 * @param string $path
	 * @param stdClass|null $board
	 * @return string
	 */
	public static function pathWords( string $path, ?stdClass $board ): string {
		preg_match_all( '/\.([A-Za-z_]\w*)|\[(\d+)\]/', $path, $matches, PREG_SET_ORDER );
		$keys = [];
		foreach ( $matches as $match ) {
			$keys[] = ( $match[1] ?? '' ) !== '' ? $match[1] : (int)$match[2];
		}
		if ( !$keys ) {
			return 'the board';
		}
		$tail = static function ( array $from ): string {
			$words = [];
			foreach ( $from as $key ) {
				if ( is_string( $key ) ) {
					$words[] = self::words( $key );
				}
			}
			return implode( ' ', $words );
		};
		$top = $keys[0];
		$index = $keys[1] ?? null;
		if ( !is_string( $top ) || !is_int( $index ) ) {
			return "the board's " . $tail( $keys );
		}
		$entries = $board !== null ? ( $board->{$top} ?? null ) : null;
		$entry = is_array( $entries ) ? ( $entries[$index] ?? null ) : null;
		$what = self::ENTRY_WORDS[$top] ?? null;
		$id = $entry instanceof stdClass ? ( $entry->id ?? $entry->source ?? null ) : null;
		if ( $id !== null && $top !== 'actions' ) {
			$who = self::nameIn( $board, self::text( $id ) );
			$subject = $what !== null ? self::possessive( $who ) . ' ' . $what : $who;
		} else {
			$ordinal = self::ORDINALS[$index] ?? 'number ' . ( $index + 1 );
			$subject = 'the ' . $ordinal . ' ' . ( $what ?? preg_replace( '/s$/', '', self::words( $top ) ) );
		}
		$more = $tail( array_slice( $keys, 2 ) );
		if ( $more === 'division' && substr( $subject, -9 ) === ' division' ) {
			$more = '';
		}
		return $more !== '' ? self::possessive( $subject ) . ' ' . $more : $subject;
	}

	/**
	 * An engine message with every `$.`-path in it said in words (pathWords), as plainMessage() in
	 * web/core/widget-text.js, its first letter as it was (the wiki's box puts it after a colon).
	 *
	 * @param string $message
	 * @param stdClass|null $board
	 * @return string
	 */
	public static function plainMessage( string $message, ?stdClass $board ): string {
		$text = preg_replace_callback( '/\$((?:\.[A-Za-z_]\w*|\[\d+\])+)/', static function ( array $m ) use ( $board ) {
			return self::pathWords( '$' . $m[1], $board );
		}, $message );
		return (string)preg_replace( '/(^|\s)\$(?=[\s:]|$)/', '$1the board', (string)$text );
	}

	/** The name of a player or permanent of the board by its id (a player's name, else its id with a capital). */
	private static function nameIn( ?stdClass $board, string $id ): string {
		foreach ( self::objects( $board !== null ? ( $board->permanents ?? null ) : null ) as $permanent ) {
			if ( self::text( $permanent->id ?? null ) === $id ) {
				return self::nameOf( $permanent );
			}
		}
		foreach ( self::objects( $board !== null ? ( $board->players ?? null ) : null ) as $player ) {
			if ( self::text( $player->id ?? null ) === $id ) {
				$name = $player->name ?? null;
				return is_string( $name ) && trim( $name ) !== '' ? trim( $name ) : ucfirst( $id );
			}
		}
		return $id;
	}

	/** "Grizzly Bears'" and "Serra Angel's" (words.js possessive). */
	private static function possessive( string $name ): string {
		return preg_match( '/s$/i', $name ) ? $name . "'" : $name . "'s";
	}

	/**
	 * @param mixed $value
	 * @return array a JSON array's items (anything else: none)
	 */
	private static function items( $value ): array {
		return is_array( $value ) ? $value : [];
	}

	/**
	 * A JSON value as text, whatever its type (never "Array", never a PHP notice).
	 *
	 * @param mixed $value
	 * @return string
	 */
	public static function text( $value ): string {
		if ( is_string( $value ) ) {
			return $value;
		}
		if ( is_bool( $value ) ) {
			return $value ? 'true' : 'false';
		}
		if ( $value === null ) {
			return '';
		}
		if ( is_int( $value ) || is_float( $value ) ) {
			return (string)$value;
		}
		return (string)json_encode( $value, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES );
	}

	/** A permanent's name: its own, else the card it is given by ("card": "Serra Angel"), else its id. */
	private static function nameOf( stdClass $permanent ): string {
		foreach ( [ $permanent->name ?? null, $permanent->card ?? null ] as $name ) {
			if ( is_string( $name ) && trim( $name ) !== '' ) {
				return $name;
			}
		}
		return self::text( $permanent->id ?? '' );
	}

	private static function statLine( stdClass $permanent ): string {
		if ( isset( $permanent->might ) ) {
			return 'Might ' . self::text( $permanent->might );
		}
		if ( isset( $permanent->power ) || isset( $permanent->toughness ) ) {
			return self::text( $permanent->power ?? '?' ) . '/' . self::text( $permanent->toughness ?? '?' );
		}
		if ( isset( $permanent->loyalty ) ) {
			return 'loyalty ' . self::text( $permanent->loyalty );
		}
		if ( isset( $permanent->defense ) ) {
			return 'defense ' . self::text( $permanent->defense );
		}
		return '';
	}

	private static function permanentPhrase( stdClass $permanent ): string {
		$extras = [ self::statLine( $permanent ) ];
		foreach ( self::items( $permanent->keywords ?? null ) as $keyword ) {
			$extras[] = str_replace( ':', ' ', self::words( $keyword ) );
		}
		if ( is_numeric( $permanent->damage ?? null ) && $permanent->damage > 0 ) {
			$extras[] = self::text( $permanent->damage ) . ' damage marked';
		}
		$shown = array_filter( $extras, static function ( $extra ) {
			return $extra !== '';
		} );
		return self::nameOf( $permanent ) . ( $shown ? ' (' . implode( ', ', $shown ) . ')' : '' );
	}

	/**
	 * @param mixed $value
	 * @return string "first_strike" and "first-strike" as "first strike"
	 */
	private static function words( $value ): string {
		return preg_replace( '/[_-]+/', ' ', self::text( $value ) );
	}

	private static function plural( int $count, string $word ): string {
		return "$count $word" . ( abs( $count ) === 1 ? '' : 's' );
	}

	/**
	 * @param string[] $words
	 * @return string "a, b and c"
	 */
	private static function andList( array $words ): string {
		$words = array_values( array_filter( $words, static function ( $word ) {
			return $word !== '';
		} ) );
		if ( count( $words ) <= 1 ) {
			return implode( '', $words );
		}
		return implode( ', ', array_slice( $words, 0, -1 ) ) . ' and ' . end( $words );
	}
}

<?php
/**
 * The engine's account in words, kept short for the page: however many events a board makes
 * (MAX_EVENTS in the engine: 10,000), the page lists the first lines of each ruleset's account
 * and says how many it left out; the widget shows the full account in the reader's browser.
 *
 * @file
 */

namespace MediaWiki\Extension\CombatLab;

class Outcome {
	/** The most event lines kept per ruleset's account (each "=== ruleset ===" section). */
	public const MAX_EVENTS = 40;

	/**
	 * The account with at most MAX_EVENTS event lines per section, and how many it left out.
	 *
	 * @param string $text the engine's `--text` account
	 * @param int $max
	 * @return array{0:string,1:int}
	 */
	public static function bounded( string $text, int $max = self::MAX_EVENTS ): array {
		$kept = [];
		$shown = 0;
		$more = 0;
		foreach ( preg_split( '/\r?\n/', $text ) as $line ) {
			if ( preg_match( '/^=== .+ ===$/', $line ) ) {
				$shown = 0;
			} elseif ( preg_match( '/^(?:\s+|\* )\S/', $line ) ) {
				if ( $shown >= $max ) {
					$more++;
					continue;
				}
				$shown++;
			}
			$kept[] = $line;
		}
		return [ implode( "\n", $kept ), $more ];
	}
}

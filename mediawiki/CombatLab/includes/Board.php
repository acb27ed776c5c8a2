<?php
/**
 * A board's JSON as an author wrote it: read within the same limits as the widget
 * (web/core/share.js: 200,000 characters, 32 levels, 300 permanents), so that a board the
 * page accepts is one the widget shows.
 *
 * @file
 */

namespace MediaWiki\Extension\CombatLab;

use stdClass;

class Board {
	public const MAX_LENGTH = 200000;
	public const MAX_DEPTH = 32;
	public const MAX_PERMANENTS = 300;

	/**
	 * The board as objects (stdClass, so that {} stays an object when written out again).
	 *
	 * @param string $text
	 * @return stdClass
	 * @throws BoardError
	 */
	public static function parse( string $text ): stdClass {
		$length = mb_strlen( $text, 'UTF-8' );
		if ( $length > self::MAX_LENGTH ) {
			throw new BoardError( 'combatlab-error-too-large', [
				number_format( $length ), number_format( self::MAX_LENGTH ) ] );
		}
		// json_decode counts a scalar inside the deepest array as one more level.
		$board = json_decode( $text, false, self::MAX_DEPTH + 1 );
		if ( json_last_error() === JSON_ERROR_DEPTH ) {
			throw new BoardError( 'combatlab-error-too-deep', [ self::MAX_DEPTH ] );
		}
		if ( json_last_error() !== JSON_ERROR_NONE ) {
			throw new BoardError( 'combatlab-error-json', [ json_last_error_msg() ] );
		}
		if ( !( $board instanceof stdClass ) ) {
			throw new BoardError( 'combatlab-error-not-object' );
		}
		$permanents = $board->permanents ?? null;
		if ( is_array( $permanents ) && count( $permanents ) > self::MAX_PERMANENTS ) {
			throw new BoardError( 'combatlab-error-too-many', [
				number_format( count( $permanents ) ), self::MAX_PERMANENTS ] );
		}
		return $board;
	}

	/**
	 * JSON that nothing in it can end a <script> element: <, >, & (and the line
	 * separators U+2028, U+2029) are written as \u escapes.
	 *
	 * @param stdClass $board
	 * @return string
	 */
	public static function scriptSafeJson( stdClass $board ): string {
		return json_encode( $board, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT
			| JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_PRESERVE_ZERO_FRACTION );
	}
}

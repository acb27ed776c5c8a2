<?php
/**
 * Combat Lab's rules engine on the server, run through MediaWiki's shell layer when the wiki
 * sets $wgCombatLabPython: `python3 -m pyengine batch -` for every board of a page in one
 * process (PageBoards), and `resolve - --text` for the message of a board that is not JSON. The engine is the wheel the extension ships in static/wheels/
 * (the very one the readers' browsers run), put on PYTHONPATH; without a built static/
 * folder next to the extension, `pyengine` must be importable by that Python.
 *
 * @file
 */

namespace MediaWiki\Extension\CombatLab;

use MediaWiki\Logger\LoggerFactory;
use MediaWiki\Shell\Shell;
use stdClass;

class Engine {
	/** @var string */
	private $python;

	/**
	 * @param string $python the interpreter ($wgCombatLabPython)
	 */
	public function __construct( string $python ) {
		$this->python = $python;
	}

	/**
	 * The engine's account of the combat in words, or null when it could not be run
	 * (logged to the CombatLab channel: a server problem, not the author's).
	 *
	 * @param string $json the board, as the engine reads it
	 * @param string[] $compare rulesets to resolve it under side by side ([]: resolve once)
	 * @return string|null
	 * @throws BoardError when the engine refuses the board (its message, rule and path)
	 */
	public function account( string $json, array $compare ): ?string {
		if ( Shell::isDisabled() ) {
			LoggerFactory::getInstance( 'CombatLab' )->warning( 'Shell is disabled: no outcome in words' );
			return null;
		}
		$args = $compare
			? [ 'compare', '-', '--rulesets', implode( ',', $compare ), '--text' ]
			: [ 'resolve', '-', '--text' ];
		$result = $this->run( $args, $json, 30 );
		$out = $result->getStdout();
		if ( $result->getExitCode() === 0 ) {
			return $out;
		}
		$answer = json_decode( $out, true );
		$error = is_array( $answer ) ? ( $answer['error'] ?? null ) : null;
		if ( $result->getExitCode() === 2 && is_array( $error ) && isset( $error['message'] ) ) {
			throw new BoardError( 'combatlab-error-engine', [ (string)$error['message'] ],
				isset( $error['rule'] ) ? (string)$error['rule'] : null,
				isset( $error['path'] ) ? (string)$error['path'] : null );
		}
		LoggerFactory::getInstance( 'CombatLab' )->warning(
			'{python} -m pyengine failed with exit code {code}: {stderr}',
			[ 'python' => $this->python, 'code' => $result->getExitCode(),
				'stderr' => substr( $result->getStderr() ?? '', 0, 2000 ) ] );
		return null;
	}

	/**
	 * Every board's stamped answer and its account in words, from one engine process:
	 * {"ok": true, "engine", "answers": [...], "texts": [...]} in the order of $items
	 * (docs/scenario-format.md, "Batch"), or null when the engine could not be run (logged).
	 *
	 * @param array[] $items {"call", "scenario", options} each
	 * @param float $seconds the batch's time budget
	 * @return stdClass|null
	 */
	public function batch( array $items, float $seconds ): ?stdClass {
		if ( Shell::isDisabled() ) {
			LoggerFactory::getInstance( 'CombatLab' )->warning( 'Shell is disabled: no outcome in words' );
			return null;
		}
		$input = json_encode( [ 'boards' => $items, 'max_seconds' => $seconds, 'stamp' => true, 'text' => true ],
			JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_PRESERVE_ZERO_FRACTION );
		// The budget, and room for the interpreter to start and to write its answer.
		$result = $this->run( [ 'batch', '-' ], (string)$input, (int)ceil( $seconds ) + 15 );
		$answer = json_decode( $result->getStdout(), false );
		if ( $result->getExitCode() === 0 && $answer instanceof stdClass && is_array( $answer->answers ?? null )
			&& count( $answer->answers ) === count( $items )
		) {
			return $answer;
		}
		LoggerFactory::getInstance( 'CombatLab' )->warning(
			'{python} -m pyengine failed with exit code {code}: {stderr}',
			[ 'python' => $this->python, 'code' => $result->getExitCode(),
				'stderr' => substr( $result->getStderr() ?? '', 0, 2000 ) ] );
		return null;
	}

	/**
	 * `python3 -P -m pyengine ARGS` with the input on standard input, within the seconds given.
	 *
	 * @param string[] $args
	 * @param string $input
	 * @param int $seconds
	 * @return \MediaWiki\Shell\Result
	 */
	private function run( array $args, string $input, int $seconds ) {
		// -P: never import a `pyengine` from the web server's working directory.
		$command = Shell::command( $this->python, '-P', '-m', 'pyengine', ...$args )
			->input( $input )
			->limits( [ 'time' => $seconds, 'walltime' => $seconds ] );
		$env = [ 'PYTHONIOENCODING' => 'utf-8', 'PYTHONDONTWRITEBYTECODE' => '1' ];
		$wheel = self::bundledWheel();
		if ( $wheel !== null ) {
			$env['PYTHONPATH'] = $wheel;
			// The browsers' wheel leaves the card index out: it is served beside it (boards with "card").
			$cards = self::cardIndex( $wheel );
			if ( $cards !== null ) {
				$env['PYENGINE_CARD_INDEX'] = $cards;
			}
		}
		return $command->environment( $env )->execute();
	}

	/**
	 * What names the engine's answers before it runs, for the object cache's keys: the build id
	 * that build-manifest.json states, or else a hash of the bundled wheel and card index; null
	 * when there is no bundled wheel (the answers are then not cached).
	 *
	 * @return string|null
	 */
	public function buildId(): ?string {
		static $ids = [];
		$wheel = self::bundledWheel();
		if ( $wheel === null ) {
			return null;
		}
		if ( !isset( $ids[$wheel] ) ) {
			$manifest = json_decode( (string)@file_get_contents( dirname( dirname( $wheel ) ) . '/build-manifest.json' ), true );
			$stated = is_array( $manifest ) ? ( $manifest['engine_build'] ?? null ) : null;
			$cards = self::cardIndex( $wheel );
			$ids[$wheel] = is_string( $stated ) && $stated !== '' ? $stated : substr( hash( 'sha256',
				hash_file( 'sha256', $wheel ) . ( $cards !== null ? hash_file( 'sha256', $cards ) : '' ) ), 0, 20 );
		}
		return $ids[$wheel];
	}

	/**
	 * @param string $wheel
	 * @return string|null the card index served beside the wheel
	 */
	private static function cardIndex( string $wheel ): ?string {
		$cards = dirname( dirname( $wheel ) ) . '/cards/index.json';
		return is_file( $cards ) ? $cards : null;
	}

	/**
	 * The engine wheel of the extension's static/ folder (build-manifest.json names it).
	 *
	 * @return string|null
	 */
	public static function bundledWheel(): ?string {
		$static = dirname( __DIR__ ) . '/static';
		$manifest = json_decode( (string)@file_get_contents( "$static/build-manifest.json" ), true );
		$wheel = is_array( $manifest ) ? ( $manifest['engine_wheel'] ?? null ) : null;
		if ( !is_string( $wheel ) || !preg_match( '/^wheels\/[\w.-]+\.whl$/', $wheel ) ) {
			return null;
		}
		return is_file( "$static/$wheel" ) ? "$static/$wheel" : null;
	}
}

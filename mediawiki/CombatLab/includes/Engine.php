<?php
/**
 * Combat Lab's rules engine on the server: `python3 -m pyengine resolve - --text` (or
 * `compare`) for one board, run through MediaWiki's shell layer when the wiki sets
 * $wgCombatLabPython. The engine is the wheel the extension ships in static/wheels/
 * (the very one the readers' browsers run), put on PYTHONPATH; without a built static/
 * folder next to the extension, `pyengine` must be importable by that Python.
 *
 * @file
 */

namespace MediaWiki\Extension\CombatLab;

use MediaWiki\Logger\LoggerFactory;
use MediaWiki\Shell\Shell;

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
		// -P: never import a `pyengine` from the web server's working directory.
		$command = Shell::command( $this->python, '-P', '-m', 'pyengine', ...$args )
			->input( $json )
			->limits( [ 'time' => 30, 'walltime' => 30 ] );
		$env = [ 'PYTHONIOENCODING' => 'utf-8', 'PYTHONDONTWRITEBYTECODE' => '1' ];
		$wheel = self::bundledWheel();
		if ( $wheel !== null ) {
			$env['PYTHONPATH'] = $wheel;
			// The browsers' wheel leaves the card index out: it is served beside it (boards with "card").
			$cards = dirname( dirname( $wheel ) ) . '/cards/index.json';
			if ( is_file( $cards ) ) {
				$env['PYENGINE_CARD_INDEX'] = $cards;
			}
		}
		$result = $command->environment( $env )->execute();
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

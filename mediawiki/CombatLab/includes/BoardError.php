<?php
/**
 * Why a <combatlab> tag shows an error box instead of a board.
 *
 * @file
 */

namespace MediaWiki\Extension\CombatLab;

use Exception;

class BoardError extends Exception {
	/** @var string message key (combatlab-error-*) */
	public $key;
	/** @var string[] its parameters, plain text */
	public $params;
	/** @var string|null the rule behind a refusal, from the engine */
	public $rule;
	/** @var string|null the JSON path of the problem, from the engine */
	public $path;

	/**
	 * @param string $key
	 * @param array $params
	 * @param string|null $rule
	 * @param string|null $path
	 */
	public function __construct( string $key, array $params = [], ?string $rule = null, ?string $path = null ) {
		parent::__construct( $key );
		$this->key = $key;
		$this->params = array_map( 'strval', $params );
		$this->rule = $rule;
		$this->path = $path;
	}
}

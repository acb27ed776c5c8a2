// One instance of a board part per board. Each part of the canvas board (board/*.js) is made for a
// board's context ({canvas, ctx, state, options, reduceMotion, on, emit}, which createBoard in board.js
// makes) and imports the other parts' functions by name: `const { drawCard } = cardDrawing(board)`.
// A part is made the first time any part asks for it, then the same one is given out for that board.

/** The accessor of a part: part(board) -> the part createPart(board) made for that board. */
export function perBoard(createPart) {
  const made = new WeakMap();
  return (board) => {
    if (!made.has(board)) made.set(board, createPart(board));
    return made.get(board);
  };
}

// Whether the reader's connection asks to spare data: Save-Data, or a 2g connection by the Network
// Information API. Pages that would start Python at once wait then until the reader wants the engine
// (an edit, a choice, a Check): a board with a stored answer needs none (issue 26).

/** Save-Data or a slow connection (Network Information API). */
export function sparesData() {
  const connection = typeof navigator === "undefined" ? null : navigator.connection;
  return Boolean(connection && (connection.saveData || /(^|-)2g$/.test(connection.effectiveType || "")));
}

// The parent side of the iframe embed: load it once on a page that holds
// Combat Lab iframes (embed.html) and each one takes the height of its board.
//
//   <script src="https://host/combat-lab/embed-resizer.js" async></script>
//
// A classic script (no imports, no exports, everything inside one function), so that a page of
// another origin loads it without CORS headers, and a page that names it twice (two snippets)
// runs it once. It also works as a module script (type="module"), as older snippets load it.
//
// It listens for {type: "combat-lab:resize", height, id} and applies it only to
// the iframe that sent it (matched by window, never by id), only when the
// message comes from that iframe's own origin, and only for a sane height.

(function combatLabResizer() {
  const TYPE = "combat-lab:resize";
  const MAX_HEIGHT = 20000;
  if (window.combatLabResizer) return; // already listening (the script named twice)

  function frameOf(source) {
    for (const frame of document.querySelectorAll("iframe")) {
      if (frame.contentWindow === source) return frame;
    }
    return null;
  }

  function onResizeMessage(event) {
    const data = event.data;
    if (data === null || typeof data !== "object" || data.type !== TYPE) return false;
    const height = Number(data.height);
    if (!Number.isFinite(height) || height <= 0 || height > MAX_HEIGHT) return false;
    const frame = frameOf(event.source);
    if (!frame) return false;
    let origin;
    try {
      origin = new URL(frame.src, document.baseURI).origin;
    } catch {
      return false;
    }
    if (event.origin !== origin) return false;
    frame.style.height = `${Math.ceil(height)}px`;
    frame.dataset.combatLabHeight = String(Math.ceil(height));
    return true;
  }

  window.combatLabResizer = Object.freeze({ onResizeMessage });
  window.addEventListener("message", onResizeMessage);

  // Frames that loaded before this script ran may have reported already: ask again.
  for (const frame of document.querySelectorAll("iframe")) {
    try {
      const url = new URL(frame.src, document.baseURI);
      if (/\/embed\.html$/.test(url.pathname) && frame.contentWindow) {
        frame.contentWindow.postMessage({ type: "combat-lab:request-resize" }, url.origin);
      }
    } catch {
      /* not a Combat Lab frame */
    }
  }
})();

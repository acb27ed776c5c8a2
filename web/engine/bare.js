// Bare runtime page: start a module worker that loads only Pyodide and runs
// 1+1; report the value and the time. Exposes window.bareResult =
// {value, ms, loadMs} (or {error}) and sets <body data-status="done|failed">
// for the startup benchmark.

const worker = new Worker(new URL("./bare-worker.js", import.meta.url), { type: "module" });

function finish(status, result) {
  window.bareResult = result;
  document.body.dataset.status = status;
}

worker.addEventListener("message", (event) => {
  const { value, loadMs, error } = event.data;
  if (error) {
    document.getElementById("result").textContent = `error: ${error}`;
    finish("failed", { error });
    return;
  }
  const ms = Math.round(performance.now());
  document.getElementById("result").textContent = String(value);
  document.getElementById("ms").textContent = String(ms);
  document.getElementById("load-ms").textContent = String(loadMs);
  finish("done", { value, ms, loadMs });
});

worker.addEventListener("error", (event) => {
  event.preventDefault();
  const error = event.message || "the worker script could not be loaded";
  document.getElementById("result").textContent = `error: ${error}`;
  finish("failed", { error });
});

// Bare runtime worker: loads Pyodide (no packages), evaluates 1+1, posts
// {value, loadMs} or {error}. Only plain numbers and strings cross.

const started = performance.now();

try {
  const { loadPyodide } = await import("../pyodide/pyodide.mjs");
  const pyodide = await loadPyodide({ indexURL: new URL("../pyodide/", self.location.href).href });
  const value = pyodide.runPython("1+1");
  self.postMessage({ value, loadMs: Math.round(performance.now() - started) });
} catch (error) {
  self.postMessage({ error: String(error && error.message ? error.message : error) });
}

// The engine build this site's wheel holds (pyengine.answers.engine_build()), for a page to check a stored
// answer against without starting Python. build.py stamps the line below into static/; in web/ it is
// empty, and an empty id matches no stored answer (the engine is asked, as always).
export const ENGINE_BUILD = "";

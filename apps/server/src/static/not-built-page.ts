/** Shown instead of the SPA when apps/web has not been built yet. */
export const notBuiltPage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Web app not built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 3rem auto; padding: 0 1rem">
<h1>The web app is not built yet</h1>
<p>The API is running. To serve the web app from this server, build it first:</p>
<pre><code>npm run build</code></pre>
<p>then restart the server. The API documentation is at <a href="/api/docs">/api/docs</a>.</p>
</body>
</html>
`;

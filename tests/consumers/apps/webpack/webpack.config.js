import path from 'node:path'
import webpack from 'webpack'

/** Writes index.html with a tag for each file of the entry (its script and its stylesheet). */
class IndexHtml {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('IndexHtml', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'IndexHtml', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const files = [...(compilation.entrypoints.get('main')?.getFiles() ?? [])]
          const tags = files.map((file) =>
            file.endsWith('.css')
              ? `<link rel="stylesheet" href="/${file}">`
              : `<script defer src="/${file}"></script>`,
          )
          const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Latch on webpack</title>${tags.join('')}</head><body><div id="root"></div></body></html>`
          compilation.emitAsset('index.html', new webpack.sources.RawSource(html))
        },
      )
    })
  }
}

export default {
  entry: './src/index.js',
  output: { path: path.resolve('dist'), filename: '[name].[contenthash].js', clean: true },
  experiments: { css: true },
  plugins: [
    new webpack.DefinePlugin({
      'process.env.LATCH_RPC_URL': JSON.stringify(process.env.LATCH_RPC_URL ?? 'http://127.0.0.1:8545'),
    }),
    new IndexHtml(),
  ],
}

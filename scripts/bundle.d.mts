import type { BuildResult } from "esbuild"

/** See bundle.mjs. */
export declare const bundle: (options: {
  readonly entryPoints: Readonly<Record<string, string>>
  readonly outdir: string
}) => Promise<BuildResult<{ metafile: true }>>

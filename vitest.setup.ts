import fc from "fast-check"

// Every property runs at least 1,000 cases; NUM_RUNS raises (or, locally, lowers) it.
const numRuns = Number(process.env.NUM_RUNS ?? 1000)
fc.configureGlobal({ numRuns })

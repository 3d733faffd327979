export * as PixSandbox from "./PixSandbox.ts"
export * as PixMachines from "./PixMachines.ts"
export * as PixRecall from "./PixRecall.ts"
export * from "./SandboxPix.ts"

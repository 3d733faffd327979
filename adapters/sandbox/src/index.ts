export * as PixSandbox from "./PixSandbox.ts"
export * as PixMachines from "./PixMachines.ts"
export * from "./SandboxPix.ts"

export * from "./Movements.ts"
export * from "./Statement.ts"
export * from "./Memory.ts"
export * from "./View.ts"

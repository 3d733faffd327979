import { Schema } from "effect"

/** Evidence refused because the automatic contest is active: the platform sends the defense itself. */
export class AutomaticContestActive extends Schema.TaggedError<AutomaticContestActive>()("AutomaticContestActive", {
  medId: Schema.String
}) {
  override get message(): string {
    return "automatic contest is active for this dispute: evidence is sent by the platform"
  }
}

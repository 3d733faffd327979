import { Schema } from "effect"

/**
 * A text that is not a PIX BR Code the platform can pay. `field` names the EMV field at fault when there is one
 * (`54`, `26.01`, `62.05` …).
 * - `empty`, `too_long` (over 512 characters), `invalid_character` (outside printable ASCII);
 * - `bad_crc`: the CRC in field 63 does not match the rest (a corrupted or edited code);
 * - `malformed_tlv`: not a sequence of id, length, value (at the top level or inside a template);
 * - `missing_field`: a mandatory field is absent (or empty);
 * - `invalid_field`: a field has a value the standard does not allow;
 * - `wrong_gui`: merchant account templates are present, but none is PIX's (`br.gov.bcb.pix`).
 */
export class InvalidBrCode extends Schema.TaggedError<InvalidBrCode>()("InvalidBrCode", {
  reason: Schema.Literals([
    "empty",
    "too_long",
    "invalid_character",
    "bad_crc",
    "malformed_tlv",
    "missing_field",
    "invalid_field",
    "wrong_gui"
  ]),
  field: Schema.optional(Schema.String),
  message: Schema.String
}) {}

/** An input the encoder cannot put in a BR Code: `field` names the input, `message` says why. */
export class InvalidBrCodeInput extends Schema.TaggedError<InvalidBrCodeInput>()("InvalidBrCodeInput", {
  field: Schema.Literals([
    "key",
    "locationUrl",
    "merchantName",
    "merchantCity",
    "amountCentavos",
    "txid",
    "description"
  ]),
  message: Schema.String
}) {}

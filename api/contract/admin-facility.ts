import * as v from 'valibot'
import {
  address,
  block,
  coordinates,
  id,
  optEmail,
  optLines,
  optNumber,
  optPrice,
  optText,
  text,
  textLines,
} from './admin-fields'
import { ADMIN_MESSAGES } from './admin-messages'

const location = block(address())

/** Spec §5 "Facility create". */
export const FacilityCreateSchema = v.object({
  clientId: id(ADMIN_MESSAGES.chooseClient),
  name: text(ADMIN_MESSAGES.nameRequired, 160),
  email: optEmail(ADMIN_MESSAGES.invalidEmail),
  phone: optText(40),
  ...coordinates,
  location,
})

const URL_MESSAGE = ADMIN_MESSAGES.invalidUrl
/** Absolute http(s) or a site path: never javascript:/data: into an <img src>. */
const imageUrl = v.pipe(
  v.optional(v.nullable(v.string(URL_MESSAGE))),
  v.transform((s) => s?.trim() || null),
  v.nullable(
    v.pipe(
      v.string(),
      v.maxLength(2000, URL_MESSAGE),
      v.check((s) => /^\/(?!\/)/.test(s) || (/^https?:\/\//i.test(s) && URL.canParse(s)), URL_MESSAGE),
    ),
  ),
)

/** Array or comma-separated text, split either way (conform hands a lone text field over as a one-item array). */
const features = v.pipe(
  v.optional(v.union([v.array(v.string()), v.string()]), []),
  v.transform((x) =>
    (typeof x === 'string' ? [x] : x)
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean),
  ),
  v.maxLength(50, ADMIN_MESSAGES.tooManyFeatures),
  v.check((list) => list.every((s) => s.length <= 80), ADMIN_MESSAGES.featureTooLong),
)

const faqItem = v.object({
  question: text(ADMIN_MESSAGES.questionRequired, 500),
  answer: textLines(ADMIN_MESSAGES.answerRequired, 4000),
})

/** The texts of rich content: the same rules in Polish and in English. */
const richTexts = {
  title: optText(200),
  lead: optLines(1000),
  bodyHtml: optLines(20000),
  storageInfoHtml: optLines(20000),
  tipsHtml: optLines(20000),
  faq: v.optional(v.pipe(v.array(faqItem), v.maxLength(50, ADMIN_MESSAGES.tooManyQuestions)), []),
}

/** The English texts: a PATCH replaces them all; null (or all blank) removes the English version. */
export const RichContentEnSchema = v.object(richTexts)

/** A plain-text facility description (tags are stripped on write). */
const description = optLines(2000)

/** The whole rich-content block: a PATCH replaces it (absent parts become empty). */
export const RichContentSchema = v.object({
  ...richTexts,
  imageUrl,
  brand: optText(120),
  minSizeM2: optNumber(0, 100000),
  maxSizeM2: optNumber(0, 100000),
  minPriceMonthly: optPrice(1e7),
  maxPriceMonthly: optPrice(1e7),
  features,
})

/** Spec §5 "Facility edit": present fields are validated like on create. */
export const FacilityUpdateSchema = v.object({
  name: v.optional(text(ADMIN_MESSAGES.nameRequired, 160)),
  email: optEmail(ADMIN_MESSAGES.invalidEmail),
  phone: optText(40),
  active: v.optional(v.boolean(ADMIN_MESSAGES.yesOrNo)),
  /** Paid placement (Omnibus): shown first in the default order and labelled on the card and the page. */
  promoted: v.optional(v.boolean(ADMIN_MESSAGES.yesOrNo)),
  ...coordinates,
  location: v.optional(v.partial(v.object(address()))),
  description,
  descriptionEn: description,
  richContent: v.optional(v.nullable(RichContentSchema)),
  richContentEn: v.optional(v.nullable(RichContentEnSchema)),
})

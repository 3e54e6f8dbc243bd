/** The superadmin's moderation queue (issue 32): newest operator photos and description edits. */
export type ModerationPhoto = {
  id: number
  thumb: string
  alt: string
  facilityId: number
  facilityName: string
  companyName: string | null
  userEmail: string
  createdAt: string
  hiddenAt: string | null
  hiddenReason: string | null
}

export type ModerationDescription = {
  id: number
  facilityId: number
  facilityName: string
  companyName: string | null
  old: { pl: string | null; en: string | null }
  new: { pl: string | null; en: string | null }
  userEmail: string
  createdAt: string
  revertedAt: string | null
  revertedBy: string | null
  revertReason: string | null
}

export type ModerationQueue = { photos: ModerationPhoto[]; descriptions: ModerationDescription[] }

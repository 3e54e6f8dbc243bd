import type { SVGProps } from 'react'

// The icons the shell draws on every page (header, call button, language switch, account): they sit in `core`.
// Pages' icons are in ./icons, which loads with the pages that draw them (issue 45).

export type IconProps = SVGProps<SVGSVGElement> & { size?: number }

/** Decorative 24×24 stroke icon: hidden from assistive tech, sized in pixels, coloured by `currentColor`. */
export function Icon({ size = 20, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  )
}

export const CloseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M18 6 6 18M6 6l12 12" />
  </Icon>
)
export const MenuIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
)
export const PhoneIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
  </Icon>
)
export const UserIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
  </Icon>
)

/** Flags for the language switcher: drawn here, no image requests. */
export function FlagPL({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={(size * 3) / 4} viewBox="0 0 16 12" aria-hidden="true" focusable="false">
      <rect width="16" height="6" fill="#fff" />
      <rect y="6" width="16" height="6" fill="#dc143c" />
      <rect width="16" height="12" fill="none" stroke="#c2c9d1" strokeWidth="0.5" />
    </svg>
  )
}

export function FlagGB({ size = 20 }: { size?: number }) {
  return (
    <svg width={size} height={(size * 3) / 4} viewBox="0 0 60 45" aria-hidden="true" focusable="false">
      <rect width="60" height="45" fill="#012169" />
      <path d="M0 0l60 45M60 0L0 45" stroke="#fff" strokeWidth="9" />
      <path d="M0 0l60 45M60 0L0 45" stroke="#C8102E" strokeWidth="4" />
      <path d="M30 0v45M0 22.5h60" stroke="#fff" strokeWidth="15" />
      <path d="M30 0v45M0 22.5h60" stroke="#C8102E" strokeWidth="9" />
    </svg>
  )
}

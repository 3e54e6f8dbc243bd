import { brand } from '@kernel/brand'

/**
 * The origin every absolute link in mail starts with: the server's SITE_ORIGIN when set (the local servers set it to
 * their own address), else the build's VITE_SITE_ORIGIN (brand.origin), which the deploy checks against the routes.
 * Never the request's Host or X-Forwarded-Host: a forged header must not put its host into a link someone else
 * receives.
 */
export function mailOrigin(env: { SITE_ORIGIN?: string }): string {
  return new URL(env.SITE_ORIGIN || brand.origin).origin
}

import { a11y } from './a11y'
import { alerts } from './alerts'
import { account } from './account'
import { admin } from './admin'
import { adminForm } from './admin-form'
import { auth } from './auth'
import { blog } from './blog'
import { city } from './city'
import { common } from './common'
import { consent } from './consent'
import { form } from './form'
import { home } from './home'
import { marketplace } from './marketplace'
import { verification } from './verification'
import { inquiryForm } from './inquiry-form'
import { facilityPage } from './facility-page'
import { onboarding } from './onboarding'
import { operator } from './operator'
import { operatorPages } from './operator-pages'
import { sales } from './sales'
import { softwarePage } from './software-page'
import { panel } from './panel'
import { pages } from './pages'
import { password } from './password'
import { place } from './place'
import { search } from './search'
import { listDeferred } from './list-deferred'
import { reservation } from './reservation'
import { reviewPages } from './review-pages'
import { reviews } from './reviews'

/** Polish dictionary: the reference shape and the fallback. One namespace file per area. */
export const pl = {
  common,
  pages,
  home,
  marketplace,
  verification,
  inquiryForm,
  facilityPage,
  operator,
  operatorPages,
  sales,
  softwarePage,
  blog,
  admin,
  consent,
  auth,
  a11y,
  place,
  search,
  listDeferred,
  city,
  form,
  adminForm,
  account,
  panel,
  reservation,
  alerts,
  password,
  reviews,
  reviewPages,
  onboarding,
} as const

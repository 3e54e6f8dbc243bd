import { en } from './en'
import { registerMessages } from '.'
import { pl } from './pl'

// Rendering never waits on a chunk on the server: both languages are in memory from the first request.
registerMessages('pl', pl)
registerMessages('en', en)

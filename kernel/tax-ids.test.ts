import { describe, expect, it } from 'vitest'
import { digitsOf, isKrsNumber, isValidNip, isValidRegon } from './tax-ids'

describe('NIP', () => {
  it('takes the fixture numbers of docs/operators.md, whose check digit is right', () => {
    for (const nip of ['5270000018', '5270000024', '5270000030', '5270000047', '5270000053', '5260250995'])
      expect(isValidNip(nip), nip).toBe(true)
  })
  it('refuses a wrong check digit', () => {
    expect(isValidNip('5270000019')).toBe(false)
    expect(isValidNip('5260250994')).toBe(false)
  })
  it('refuses a number whose weighted sum gives 10 (never issued), whatever its last digit', () => {
    // 527000006x: 5·6+2·5+7·7+6·7 = 131, 131 mod 11 = 10.
    for (let last = 0; last <= 9; last++) expect(isValidNip(`527000006${last}`)).toBe(false)
  })
  it('refuses a wrong length or anything but digits', () => {
    for (const nip of ['527000001', '52700000180', '527000001a', '', 'PL']) expect(isValidNip(nip), nip).toBe(false)
  })
  it('reads the forms people type: dashes, spaces, the PL prefix', () => {
    expect(digitsOf('PL 527-000-00-18')).toBe('5270000018')
    expect(isValidNip('527-000-00-18')).toBe(true)
    expect(isValidNip('pl5270000018')).toBe(true)
  })
})

describe('REGON', () => {
  it('takes a nine-digit number whose check digit is right, a sum of 10 counting as 0', () => {
    expect(isValidRegon('012100784')).toBe(true)
    expect(isValidRegon('012100785')).toBe(false)
    // 8·1+9·2+2·3+3·4+4·5+5·6+6·7+7·8 = 192, 192 mod 11 = 5 → 123456785.
    expect(isValidRegon('123456785')).toBe(true)
    // Only the eighth digit: 7·1 = 7.
    expect(isValidRegon('000000017')).toBe(true)
  })
  it('counts a weighted sum of 10 as a check digit of 0', () => {
    // 8·1 + 2·1 = 10.
    expect(isValidRegon('101000000')).toBe(true)
    expect(isValidRegon('101000001')).toBe(false)
  })
  it('takes a fourteen-digit local unit only when both its parts pass', () => {
    // The entity 123456785, unit 0001: 2·1+4·2+8·3+5·4+0·5+9·6+7·7+3·8+6·5+1·0+2·0+4·0+8·1 = 219, 219 mod 11 = 10 → 0.
    expect(isValidRegon('12345678500010')).toBe(true)
    expect(isValidRegon('12345678500011')).toBe(false)
    // A right fourteenth digit behind a wrong ninth.
    expect(isValidRegon('12345678400010')).toBe(false)
  })
  it('refuses other lengths and letters', () => {
    for (const regon of ['12345678', '1234567850', '12345678a', '']) expect(isValidRegon(regon), regon).toBe(false)
  })
})

describe('KRS', () => {
  it('is ten digits, zero-padded', () => {
    expect(isKrsNumber('0000990018')).toBe(true)
    expect(isKrsNumber('990018')).toBe(false)
  })
})

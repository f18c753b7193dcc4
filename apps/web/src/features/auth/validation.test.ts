import { AGE_CONFIRMATION_TEXTS } from '@pitchwise/contract/safer-gambling'
import { AUTH_MESSAGES } from '@pitchwise/contract/text'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../lib/api-client.ts'
import {
  errorMessage,
  safeReturnTo,
  validateEmailOnly,
  validateNewPassword,
  validateSignIn,
  validateSignUp,
} from './validation.ts'

describe('auth form validation', () => {
  it('requires email and password to sign in', () => {
    expect(validateSignIn('', '')).toEqual({ email: 'Email is required', password: 'Password is required' })
    expect(validateSignIn('nope', 'x')).toEqual({ email: 'Enter a valid email address' })
    expect(validateSignIn('a@b.co', 'x')).toEqual({})
  })
  it('needs a 6-character password to sign up', () => {
    expect(validateSignUp('a@b.co', '12345', true)).toEqual({ password: AUTH_MESSAGES.passwordTooShort })
    expect(validateSignUp('a@b.co', '123456', true)).toEqual({})
    expect(validateSignUp('a@b.co', '123456', false)).toEqual({ ageConfirmed: AGE_CONFIRMATION_TEXTS.required })
  })
  it('asks for the email before sending a magic link', () => {
    expect(validateEmailOnly('  ')).toEqual({ email: 'Please enter your email address' })
  })
  it('checks the new password pair', () => {
    expect(validateNewPassword('abcdef', 'abcdeg')).toEqual({ confirmPassword: 'Passwords do not match' })
    expect(validateNewPassword('abc', 'abc')).toEqual({ password: 'Password must be at least 6 characters long' })
    expect(validateNewPassword('abcdef', 'abcdef')).toEqual({})
  })
  it('keeps returnTo on this site', () => {
    expect(safeReturnTo({ returnTo: '/billing' })).toBe('/billing')
    expect(safeReturnTo({ returnTo: '//evil.example' })).toBe('/')
    expect(safeReturnTo({ returnTo: 'https://evil.example' })).toBe('/')
    expect(safeReturnTo({ returnTo: '/\\evil.example' })).toBe('/')
    expect(safeReturnTo(null)).toBe('/')
  })
  it('falls back to the spec message', () => {
    expect(errorMessage(new ApiError('An account with this email already exists', 409, 'CONFLICT'), 'x')).toBe(
      'An account with this email already exists',
    )
    expect(errorMessage({}, AUTH_MESSAGES.signUpFailed)).toBe('An error occurred during sign up')
    expect(errorMessage(new TypeError('Failed to fetch'), AUTH_MESSAGES.signInFailed)).toBe(
      'An error occurred during sign in',
    )
  })
})

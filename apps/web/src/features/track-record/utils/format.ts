/** Figures as the page writes them. */
/** Whole percent, one decimal below 10 % (a small share rounded to nothing would mislead). */
export const percent = (share: number) => `${(share * 100).toFixed(share > 0 && share < 0.1 ? 1 : 0)} %`

export const score = (value: number) => value.toFixed(3)

/** Units of stake, signed: +0.12, −0.30. */
export const units = (value: number) => `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(2)}`

export const count = (n: number) => n.toLocaleString('en-GB')

/** "1 point", "9 points": a quiz's marks, which differ from its question count when a question is worth more than one. */
export const pointsLabel = (points: number) => `${points} ${points === 1 ? 'point' : 'points'}`

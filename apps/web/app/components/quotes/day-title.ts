/** A day titled just "Day 3" (a tour's own itinerary often is) says nothing beside "Day 3". */
export const titleAddsToDay = (title: string, day: number) => title.trim().toLowerCase() !== `day ${day}`

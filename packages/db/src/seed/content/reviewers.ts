/** Demo customers (user type 3) who wrote the seed reviews; e-mails use the reserved .example domain. */
import type { SeedReviewer } from './types.ts'

function reviewer(key: string, firstName: string, lastName: string, country: string): SeedReviewer {
  return { key, firstName, lastName, country, email: `${key}@travellers.example` }
}

export const reviewers: SeedReviewer[] = [
  reviewer('emma-wilson', 'Emma', 'Wilson', 'United Kingdom'),
  reviewer('lukas-becker', 'Lukas', 'Becker', 'Germany'),
  reviewer('priya-nair', 'Priya', 'Nair', 'India'),
  reviewer('james-oconnor', 'James', 'O’Connor', 'Ireland'),
  reviewer('sophie-martin', 'Sophie', 'Martin', 'France'),
  reviewer('daniel-cohen', 'Daniel', 'Cohen', 'Israel'),
  reviewer('mei-tanaka', 'Mei', 'Tanaka', 'Japan'),
  reviewer('olivia-brown', 'Olivia', 'Brown', 'Australia'),
  reviewer('marco-rossi', 'Marco', 'Rossi', 'Italy'),
  reviewer('anna-kowalska', 'Anna', 'Kowalska', 'Poland'),
  reviewer('noah-smith', 'Noah', 'Smith', 'United States'),
  reviewer('chloe-dubois', 'Chloé', 'Dubois', 'Belgium'),
  reviewer('ravi-fernando', 'Ravi', 'Fernando', 'Sri Lanka'),
  reviewer('hannah-jensen', 'Hannah', 'Jensen', 'Denmark'),
  reviewer('liam-murphy', 'Liam', 'Murphy', 'Canada'),
  reviewer('sara-lindqvist', 'Sara', 'Lindqvist', 'Sweden'),
  reviewer('tom-vanderberg', 'Tom', 'van der Berg', 'Netherlands'),
  reviewer('aisha-rahman', 'Aisha', 'Rahman', 'United Arab Emirates'),
  reviewer('ben-taylor', 'Ben', 'Taylor', 'New Zealand'),
  reviewer('elena-petrova', 'Elena', 'Petrova', 'Bulgaria'),
  reviewer('kenji-sato', 'Kenji', 'Sato', 'Japan'),
  reviewer('laura-garcia', 'Laura', 'García', 'Spain'),
  reviewer('michael-chen', 'Michael', 'Chen', 'Singapore'),
  reviewer('nadia-perera', 'Nadia', 'Perera', 'Sri Lanka'),
]

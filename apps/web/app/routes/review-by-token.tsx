// PLACEHOLDER: the review-by-token page (spec §2), /tour/review/{token}.
export default function ReviewByToken() {
  return null
}

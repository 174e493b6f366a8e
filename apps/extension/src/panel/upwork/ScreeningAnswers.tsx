interface Props {
  questions: string[];
  answers: Record<string, string>;
  /** Why a question was left to the user, for those the last generation did not answer. */
  reasons: Record<string, string>;
  onChange: (question: string, text: string) => void;
}

/**
 * The post's screening questions, each with its answer: drafted with the proposal and still editable, or
 * the user's own where the draft left it to them (with why). "Insert" puts them in by label.
 */
export function ScreeningAnswers({ questions, answers, reasons, onChange }: Props) {
  if (questions.length === 0) return null;
  return (
    <section className="stack card" aria-labelledby="questions-heading">
      <h2 id="questions-heading">Screening questions</h2>
      {questions.map((question, index) => {
        const field = `screening-answer-${index}`;
        const reason = reasons[question];
        return (
          <div key={question} className="stack">
            <label htmlFor={field}>
              {index + 1}. {question}
            </label>
            {reason && (
              <p id={`${field}-reason`} className="muted small">
                {reason}
              </p>
            )}
            <textarea
              id={field}
              rows={3}
              value={answers[question] ?? ''}
              aria-describedby={reason ? `${field}-reason` : undefined}
              onChange={(e) => onChange(question, e.target.value)}
            />
          </div>
        );
      })}
    </section>
  );
}

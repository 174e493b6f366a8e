interface Props {
  questions: string[];
  answers: Record<string, string>;
  onChange: (question: string, text: string) => void;
}

/** The post's screening questions, each with the answer the user writes; "Insert" puts them in by label. */
export function ScreeningAnswers({ questions, answers, onChange }: Props) {
  if (questions.length === 0) return null;
  return (
    <section className="stack card" aria-labelledby="questions-heading">
      <h2 id="questions-heading">Screening questions</h2>
      {questions.map((question, index) => (
        <label key={question}>
          {index + 1}. {question}
          <textarea rows={3} value={answers[question] ?? ''} onChange={(e) => onChange(question, e.target.value)} />
        </label>
      ))}
    </section>
  );
}

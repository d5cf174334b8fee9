import type { Steps } from './content-steps-type.js';

/** The generator's sewing steps in German (decisions 132, 203). */
export const de: Steps = {
  steps: {
    bella: [
      'Übertragen Sie die Brust- und Taillenabnäher auf die linke Stoffseite von Vorder- und Rückenteil.',
      'Nähen Sie die Abnäher vom breiten Ende zur Spitze, verknoten Sie die Fäden und bügeln Sie die Brustabnäher nach unten und die ' +
        'Taillenabnäher zur Mitte.',
      'Nähen Sie Vorder- und Rückenteil an den Schultern zusammen und bügeln Sie die Nähte auseinander.',
      'Nähen Sie die Seitennähte vom Armloch bis zur Taille, Passzeichen auf Passzeichen, und bügeln Sie sie auseinander.',
      'Probieren Sie das Oberteil an der Kundin an; passen Sie Abnäher und Seitennähte vor der Fertigstellung an.',
      'Schließen Sie die Ärmelnaht, setzen Sie den Ärmel nach den Passzeichen ins Armloch ein, halten Sie dabei die Kugel ein, und ' +
        'steppen Sie ihn fest.',
      'Verarbeiten Sie Halsausschnitt und Taillenkante, wie es das Kleidungsstück verlangt: mit Beleg, Futter oder einem an der ' +
        'Taille angesetzten Rock.',
    ],
    penelope: [
      'Übertragen und nähen Sie die Abnäher an Vorder- und Rückenteil und bügeln Sie sie dann zur Mitte.',
      'Nähen Sie die hintere Mittelnaht vom Reißverschlussende bis zum Schlitz; setzen Sie darüber den Reißverschluss ein.',
      'Verarbeiten Sie den hinteren Schlitz: Bügeln Sie die Schlitzzugabe zu einer Seite und steppen Sie sie oben quer ab.',
      'Nähen Sie die Seitennähte, Passzeichen an der Hüfte aufeinander, und bügeln Sie sie auseinander.',
      'Falten Sie den Bund der Länge nach zur Hälfte, verstärken Sie eine Hälfte mit Einlage und nähen Sie ihn an die Taillenkante.',
      'Schließen Sie die Bundenden und bringen Sie über dem Reißverschluss Haken und Öse an.',
      'Bügeln Sie den Saum um, prüfen Sie die Länge an der Kundin und nähen Sie ihn von Hand oder mit der Maschine.',
    ],
    titan: [
      'Prüfen Sie den Hosengrundschnitt zuerst als Nesselmodell am Kunden: Er ist die Grundlage, auf der ein Hosenmodell gezeichnet ' +
        'wird.',
      'Übertragen Sie die Abnäher, nähen Sie sie an Vorder- und Rückenteil und bügeln Sie sie dann zur Mitte.',
      'Nähen Sie an jedem Hosenbein erst die Seitennaht, dann die innere Beinnaht, Passzeichen am Knie aufeinander, und bügeln Sie ' +
        'die Nähte auseinander.',
      'Wenden Sie ein Hosenbein auf rechts, stecken Sie es in das andere und nähen Sie die Schrittnaht von der vorderen zur hinteren ' +
        'Taille; steppen Sie die Rundung doppelt.',
      'Probieren Sie am Kunden an: Prüfen Sie Leibhöhe, Gesäß und den Fall des Hosenbeins, und übertragen Sie Korrekturen auf den ' +
        'Papierschnitt.',
      'Fügen Sie auf einer Kopie des korrigierten Grundschnitts Hosenschlitz oder Reißverschluss, Bund und Taschen des gewählten ' +
        'Modells hinzu.',
      'Bügeln Sie die Säume auf die bei der Anprobe markierte Länge um und nähen Sie sie von Hand fest.',
    ],
    waralee: [
      'Nähen Sie die Taschen an den Markierungen rechts auf rechts an die Hosenbeine und wenden Sie sie nach innen.',
      'Nähen Sie die innere Beinnaht jedes Hosenbeins und verbinden Sie dann beide Beine mit der Schrittnaht.',
      'Falten und bügeln Sie die Bindebänder der Länge nach zur Hälfte, nähen Sie die lange Kante und ein Ende zu und wenden Sie sie.',
      'Heften Sie die Bindebänder an den vorderen und hinteren Markierungen an die Taille.',
      'Nähen Sie den vorderen und den hinteren Beleg an die Taillenkante, steppen Sie sie unter und wenden Sie sie nach innen.',
      'Säumen Sie die Hosenbeine; legen Sie das Rückenteil über das Vorderteil und binden Sie die Bänder zur Anprobe.',
    ],
    brian: [
      'Prüfen Sie den Oberkörper-Grundschnitt am Kunden: Er ist die Grundlage, auf der die Modelllinien der Jacke gezeichnet werden.',
      'Nähen Sie Vorder- und Rückenteil an Schultern und Seiten zu einem Probemodell zusammen (lange Stiche).',
      'Schließen Sie die Ärmelnaht und setzen Sie den Ärmel ins Armloch ein; halten Sie dabei die Kugel zwischen den Passzeichen ein.',
      'Probieren Sie das Probemodell am Kunden an und markieren Sie Korrekturen auf dem Stoff; übertragen Sie sie auf den ' +
        'Papierschnitt.',
      'Fügen Sie auf einer Kopie des korrigierten Grundschnitts die Modelllinien, Belege und Verschlüsse der Jacke hinzu.',
    ],
    teagan: [
      'Nähen Sie jede Naht mit Stretchstich oder mit der Overlock, denn der Stoff ist Maschenware.',
      'Nähen Sie Vorder- und Rückenteil an den Schultern zusammen und stabilisieren Sie die Nähte mit transparentem Gummiband oder ' +
        'Formband.',
      'Falten Sie die Halsblende zur Hälfte und dehnen Sie sie beim Annähen rund um den Halsausschnitt leicht.',
      'Nähen Sie die Ärmel flach in die Armlöcher ein, Passzeichen auf Passzeichen, bevor Sie die Seiten schließen.',
      'Nähen Sie jede Seiten- und Ärmelnaht in einem Zug, vom Saum bis zum Ärmelende.',
      'Bügeln Sie den Saum und die Ärmelsäume um und steppen Sie sie mit Zwillingsnadel oder Coverlock ab.',
    ],
    bent: [
      'Verstärken Sie die Vorderteile und den oberen Rücken mit Einlage; übertragen Sie die Passzeichen auf beide Ärmelteile.',
      'Nähen Sie Ober- und Unterärmel an beiden Nähten zusammen, halten Sie dabei am Ellbogen ein, und bügeln Sie die Nähte ' +
        'auseinander.',
      'Nähen Sie die Schultern, wobei Sie die hintere Schulter an die vordere einhalten, dann die Seitennähte.',
      'Probieren Sie am Kunden an und korrigieren Sie, bevor Sie das Futter nach den korrigierten Teilen zuschneiden.',
      'Setzen Sie die zweiteiligen Ärmel nach den Passzeichen in die Armlöcher ein und bringen Sie Ärmelfische an.',
      'Verarbeiten Sie Vorderkanten und Saum mit Belegen oder Futter, wie es das Modell der Jacke verlangt.',
    ],
    simon: [
      'Verstärken Sie Kragen, Kragensteg, Manschetten und Knopfleiste mit Einlage.',
      'Nähen Sie das Rückenteil zwischen Passe und Innenpasse (Burrito-Methode), dann die Vorderteile an die Passe.',
      'Verarbeiten Sie an den Vorderteilen die Knopfleiste und die Knopflochleiste.',
      'Nähen Sie die Ärmelschlitze, setzen Sie die Ärmel flach ein und schließen Sie Seiten- und Ärmelnähte mit Kappnähten.',
      'Nähen Sie den Kragen, setzen Sie ihn an den Kragensteg und dann den Steg an den Halsausschnitt.',
      'Legen Sie die Ärmelenden in Falten, setzen Sie die Manschetten an und säumen Sie das Hemd.',
      'Nähen Sie die Knopflöcher und die Knöpfe an den markierten Stellen.',
    ],
    sven: [
      'Nähen Sie Vorder- und Rückenteil an den Schultern mit Stretchstich zusammen.',
      'Nähen Sie die Ärmel flach in die Armlöcher ein, Passzeichen auf Passzeichen.',
      'Nähen Sie Seiten- und Ärmelnähte in einem Zug.',
      'Falten Sie die Ärmel- und Saumbündchen zur Hälfte, dehnen Sie sie passend und nähen Sie sie an.',
      'Verarbeiten Sie den Halsausschnitt mit Bündchen oder Blende, die Sie beim Annähen leicht dehnen.',
    ],
    aaron: [
      'Nähen Sie Vorder- und Rückenteil an den Schultern mit Stretchstich zusammen.',
      'Falten Sie die Halsblende zur Hälfte und nähen Sie sie leicht gedehnt rund um den Halsausschnitt an.',
      'Nähen Sie eine Seitennaht, fassen Sie die Armlöcher flach mit Blende ein und schließen Sie dann die andere Seitennaht.',
      'Bügeln Sie den Saum um und steppen Sie ihn mit Zwillingsnadel oder Coverlock ab.',
    ],
  },
  shared: (seamAllowanceText) => ({
    first: [
      'Drucken Sie das Schnittmuster mit 100 % aus und prüfen Sie das Testquadrat auf dem Deckblatt; kleben Sie die Seiten nach ihren ' +
        `Namen zusammen und schneiden Sie die Teile dann an der Schnittlinie aus (${seamAllowanceText} Nahtzugabe enthalten).`,
      'Waschen Sie den Stoff vorab so, wie Sie das Kleidungsstück waschen werden, bügeln Sie ihn und legen Sie die Teile mit dem ' +
        'Fadenlauf parallel zur Webkante auf; schneiden Sie die mit „im Stoffbruch“ markierten Teile am Bruch zu.',
    ],
    last: 'Bügeln Sie jede Naht gleich nach dem Nähen und bügeln Sie das fertige Kleidungsstück zum Schluss noch einmal.',
  }),
};

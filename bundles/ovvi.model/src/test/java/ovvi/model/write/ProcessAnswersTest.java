package ovvi.model.write;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import ovvi.model.Direction;
import ovvi.model.HostStore;
import ovvi.model.Pane;
import ovvi.model.SessionKey;
import ovvi.model.Snapshots;
import ovvi.model.snapshot.SnapshotDecoder;

/** When a close leaves the view at once, and when it waits for herdr's answer. */
class ProcessAnswersTest {

	private final HostStore store = new HostStore(new SessionKey("This Mac", "default"));
	private final ProcessAnswers answers = new ProcessAnswers();

	@Test
	void aPaneWithNoAnswerYetWaitsAndOneThatRanOnlyItsShellShowsAtOnce() {
		store.apply(SnapshotDecoder.decode(new Snapshots().space("w1", "a").tab("w1:t1", "w1:p1", "w1:p2").json()));
		Pane p1 = store.pane("w1:p1");
		Pane p2 = store.pane("w1:p2");
		assertFalse(answers.showAtOnce(List.of(p1)));
		answers.remember("w1:p1", true);
		answers.remember("w1:p2", false);
		assertTrue(answers.showAtOnce(List.of(p1)));
		assertFalse(answers.showAtOnce(List.of(p1, p2)), "a program found last time: the close waits for the question");
		answers.retain(List.of("w1:p2"));
		assertFalse(answers.showAtOnce(List.of(p1)), "a pane herdr no longer had is forgotten");
	}

	@Test
	void aPaneThisAppJustMadeShowsAtOnce() {
		store.apply(SnapshotDecoder.decode(new Snapshots().space("w1", "a").tab("w1:t1", "w1:p1").json()));
		Pane made = store.addStandInPane(store.pane("w1:p1"), Direction.RIGHT);
		assertTrue(answers.showAtOnce(List.of(made)));
	}
}

package ovvi.model.write;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import ovvi.model.HostStore;
import ovvi.model.ModelSettings;
import ovvi.model.SessionKey;
import ovvi.model.Snapshots;
import ovvi.model.Space;
import ovvi.model.snapshot.SnapshotDecoder;

/**
 * The plans of sidebar moves and closes of worktree groups, from a hand-built snapshot: every
 * case of the rows at once, without git. The same writes on the simulator, with groups herdr made
 * from worktree.open, are in MovesSimTest and ClosesSimTest.
 */
class WorktreeGroupsTest {

	private final HostStore store = new HostStore(new SessionKey("This Mac", "default"));
	private final WriteContext context = new WriteContext(null, store, new ModelSettings(), new ProcessAnswers(), new OwnChanges(), null, null);

	@BeforeEach
	void sidebar() {
		// a, repo r (w2) with its worktrees w3 and w4, then b
		store.apply(SnapshotDecoder.decode(new Snapshots()
				.space("w1", "a").tab("w1:t1", "w1:p1")
				.space("w2", "r").worktree("/r/.git", false).tab("w2:t1", "w2:p1")
				.space("w3", "r-feat").worktree("/r/.git", true).tab("w3:t1", "w3:p1")
				.space("w4", "r-fix").worktree("/r/.git", true).tab("w4:t1", "w4:p1")
				.space("w5", "b").tab("w5:t1", "w5:p1").json()));
	}

	private List<String> shown(MoveSpace move) {
		move.show(context);
		return store.spaces().stream().map(Space::id).toList();
	}

	private Space space(String id) {
		return store.space(id);
	}

	@Test
	void aRepositorySpaceMovesWithItsWorktrees() {
		assertEquals(List.of("w2", "w3", "w4", "w1", "w5"), shown(new MoveSpace(store.spaces(), space("w2"), false)));
	}

	@Test
	void aSpaceMovesDownPastAWholeGroup() {
		assertEquals(List.of("w2", "w3", "w4", "w1", "w5"), shown(new MoveSpace(store.spaces(), space("w1"), true)));
	}

	@Test
	void theLastRowMovesNowhere() {
		assertEquals(List.of("w1", "w2", "w3", "w4", "w5"), shown(new MoveSpace(store.spaces(), space("w5"), true)));
	}

	@Test
	void aWorktreeMovesAmongItsRepositorysWorktrees() {
		assertEquals(List.of("w1", "w2", "w4", "w3", "w5"), shown(new MoveSpace(store.spaces(), space("w3"), true)));
		store.clearOrder("");
		assertEquals(List.of("w1", "w2", "w4", "w3", "w5"), shown(new MoveSpace(store.spaces(), space("w4"), false)));
	}

	@Test
	void aRepositorysSpaceClosesWithItsGroupAndAWorktreeAlone() {
		assertTrue(new CloseSpace(space("w2"), store.spaces(), false).closeGroup());
		assertFalse(new CloseSpace(space("w3"), store.spaces(), false).closeGroup());
		assertFalse(new CloseSpace(space("w1"), store.spaces(), false).closeGroup());
	}
}

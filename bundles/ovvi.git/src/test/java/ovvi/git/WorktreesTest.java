package ovvi.git;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import ovvi.git.Worktrees.SpaceWorktree;

class WorktreesTest {

	@Test
	void aLinkedWorktreeSitsUnderTheSpaceOfItsRepository() {
		Map<String, String> parents = Worktrees.parents(List.of(
				new SpaceWorktree("wt1", "/p/.git", true),
				new SpaceWorktree("main", "/p/.git", false),
				new SpaceWorktree("wt2", "/p/.git", true),
				new SpaceWorktree("other", "/q/.git", false),
				new SpaceWorktree("plain", null, false)));
		assertEquals(Map.of("wt1", "main", "wt2", "main"), parents);
	}

	@Test
	void aLinkedWorktreeWithoutItsRepositorysSpaceIsTopLevel() {
		assertEquals(Map.of(), Worktrees.parents(List.of(
				new SpaceWorktree("wt", "/p/.git", true),
				new SpaceWorktree("other", "/q/.git", false))));
	}

	@Test
	void theFirstSpaceOfARepositoryTakesItsWorktrees() {
		assertEquals(Map.of("wt", "first"), Worktrees.parents(List.of(
				new SpaceWorktree("first", "/p/.git", false),
				new SpaceWorktree("second", "/p/.git", false),
				new SpaceWorktree("wt", "/p/.git", true))));
	}
}

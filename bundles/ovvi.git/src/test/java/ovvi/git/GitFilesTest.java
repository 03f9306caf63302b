package ovvi.git;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

class GitFilesTest {

	@Test
	void aWorkTreeWatchesItsHeadAndItsRepositorysRefsPackedRefsReftableAndConfig() {
		GitFiles files = GitFiles.parse("/home/u/proj", "/home/u/proj/.git\n.git\n").orElseThrow();
		assertEquals(List.of("/home/u/proj/.git/HEAD", "/home/u/proj/.git/refs", "/home/u/proj/.git/packed-refs",
				"/home/u/proj/.git/reftable", "/home/u/proj/.git/config"), files.paths());
	}

	@Test
	void aLinkedWorktreeHasItsOwnHeadAndItsRepositorysRefs() {
		GitFiles files = GitFiles.parse("/home/u/wt", "/home/u/proj/.git/worktrees/wt\n/home/u/proj/.git\n").orElseThrow();
		assertEquals("/home/u/proj/.git/worktrees/wt/HEAD", files.paths().getFirst());
		assertEquals("/home/u/proj/.git/refs", files.paths().get(1));
	}

	@Test
	void aSubfolderGetsARelativeCommonDir() {
		GitFiles files = GitFiles.parse("/home/u/proj/src", "/home/u/proj/.git\n../.git\n").orElseThrow();
		assertEquals(new GitFiles("/home/u/proj/.git", "/home/u/proj/src/../.git"), files);
	}

	@Test
	void newlinesInFolderNamesAreSplitWhereTheTwoDirsBelongTogether() {
		assertEquals(Optional.of(new GitFiles("/tmp/a\nb/.git", "/tmp/a\nb/.git")),
				GitFiles.parse("/tmp/a\nb", "/tmp/a\nb/.git\n.git\n"));
		assertEquals(Optional.of(new GitFiles("/tmp/m\n/n/.git/worktrees/w", "/tmp/m\n/n/.git")),
				GitFiles.parse("/tmp/w", "/tmp/m\n/n/.git/worktrees/w\n/tmp/m\n/n/.git\n"));
	}

	@Test
	void outputThatIsNotTwoDirsIsNoRepository() {
		assertEquals(Optional.empty(), GitFiles.parse("/r", ""));
		assertEquals(Optional.empty(), GitFiles.parse("/r", "/r/.git\n"));
		assertEquals(Optional.empty(), GitFiles.parse("/r", "fatal: not a git repository\nhint: x\n"));
	}
}

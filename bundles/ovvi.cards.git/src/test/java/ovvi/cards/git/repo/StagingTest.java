package ovvi.cards.git.repo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import ovvi.cards.git.repo.FileChange.Area;
import ovvi.testing.GitRepos;

/** Diffs, and staging and unstaging of whole files and of single hunks, on real repositories. */
class StagingTest {

	@TempDir
	Path temp;

	private Repository open(Path folder) throws Exception {
		return Repository.open(Machines.local(temp), folder.toString());
	}

	private static FileChange only(RepoStatus status, Area area) {
		List<FileChange> changes = status.changes(area);
		assertEquals(1, changes.size(), area + ": " + changes);
		return changes.get(0);
	}

	@Test
	void everyAwkwardNameIsStagedAndUnstagedByItself() throws Exception {
		Path repo = Repos.withAwkwardFiles(temp.resolve("repo"));
		Files.writeString(repo.resolve("plain.txt"), "plain\n");
		GitRepos.git(repo, "add", "plain.txt");
		GitRepos.commit(repo, "plain");
		Repository repository = open(repo);
		for (String name : Repos.AWKWARD) {
			Files.writeString(repo.resolve(name), "changed\n");
			Files.writeString(repo.resolve("plain.txt"), "changed " + name + "\n");
			FileChange change = repository.status().changes(Area.UNSTAGED).stream().filter(c -> c.path().equals(name)).findFirst()
					.orElseThrow();
			repository.stage(List.of(change));
			RepoStatus staged = repository.status();
			assertEquals(List.of(name), staged.changes(Area.STAGED).stream().map(FileChange::path).toList(),
					"only " + name + " is staged, not plain.txt nor a file the name matches as a pattern");
			repository.unstage(staged.changes(Area.STAGED));
			assertEquals(List.of(), repository.status().changes(Area.STAGED), name);
		}
	}

	@Test
	void aDeletedFileAndAnUntrackedOneAreStagedAndAConflictResolved() throws Exception {
		Path repo = Repos.withAwkwardFiles(temp.resolve("repo"));
		Files.delete(repo.resolve("ünï ✓.txt"));
		Files.writeString(repo.resolve("new\nline ✓"), "new\n");
		Repository repository = open(repo);
		RepoStatus before = repository.status();
		repository.stage(List.of(only(before, Area.UNSTAGED), only(before, Area.UNTRACKED)));
		RepoStatus after = repository.status();
		assertEquals(List.of(new FileChange(Area.STAGED, "A", "new\nline ✓", null), new FileChange(Area.STAGED, "D", "ünï ✓.txt", null)),
				after.changes(Area.STAGED));

		Path merging = Repos.inMergeConflict(temp.resolve("merging"));
		Repository conflicted = open(merging);
		Files.writeString(merging.resolve("both.txt"), "resolved\n");
		conflicted.stage(List.of(only(conflicted.status(), Area.CONFLICTS)));
		RepoStatus resolved = conflicted.status();
		assertEquals(List.of(), resolved.changes(Area.CONFLICTS));
		assertEquals(RepoState.MERGING, resolved.state(), "still merging until the commit");
		conflicted.commit("Merge other", false);
		assertEquals(RepoState.NONE, conflicted.status().state(), "the commit ended the merge");
	}

	@Test
	void theDiffOfEachSideIsColouredByLineKind() throws Exception {
		Path repo = Repos.withAwkwardFiles(temp.resolve("repo"));
		Files.writeString(repo.resolve("with space.txt"), "second\n");
		Files.writeString(repo.resolve("untracked ✓"), "one\ntwo\n");
		Repository repository = open(repo);
		RepoStatus status = repository.status();

		Diff unstaged = repository.diff(only(status, Area.UNSTAGED));
		assertEquals(List.of("diff --git a/with space.txt b/with space.txt"), texts(unstaged, Diff.Kind.FILE).subList(0, 1));
		assertEquals(List.of("-first of with space.txt"), texts(unstaged, Diff.Kind.REMOVED));
		assertEquals(List.of("+second"), texts(unstaged, Diff.Kind.ADDED));
		assertEquals(1, unstaged.hunks().size());

		Diff untracked = repository.diff(only(status, Area.UNTRACKED));
		assertEquals(List.of("+one", "+two"), texts(untracked, Diff.Kind.ADDED));
		// git ends a ---/+++ name holding a space with a tab
		assertTrue(texts(untracked, Diff.Kind.FILE).contains("+++ b/untracked ✓\t"), texts(untracked, Diff.Kind.FILE).toString());

		repository.stage(List.of(only(status, Area.UNSTAGED)));
		Diff staged = repository.diff(only(repository.status(), Area.STAGED));
		assertEquals(List.of("+second"), texts(staged, Diff.Kind.ADDED));
	}

	@Test
	void aConflictsDiffIsCombinedAndOffersNoHunks() throws Exception {
		Path repo = Repos.inMergeConflict(temp.resolve("merging"));
		Repository repository = open(repo);
		Diff conflict = repository.diff(only(repository.status(), Area.CONFLICTS));
		assertTrue(conflict.lines().get(0).text().startsWith("diff --cc both.txt"), conflict.text());
		assertTrue(texts(conflict, Diff.Kind.ADDED).contains("++<<<<<<< HEAD"), conflict.text());
		assertEquals(List.of(), conflict.hunks());
	}

	@Test
	void chosenLinesOfAHunkAreStagedAndUnstagedAlone() throws Exception {
		Path repo = Repos.init(temp.resolve("lines"));
		Files.writeString(repo.resolve("list ✓.txt"), "a\nb\nc\nd\ne\n");
		GitRepos.git(repo, "add", "-A");
		GitRepos.commit(repo, "list");
		Files.writeString(repo.resolve("list ✓.txt"), "a\nB\nc\nD\ne\nf\n");
		Repository repository = open(repo);
		Diff diff = repository.diff(only(repository.status(), Area.UNSTAGED));
		assertEquals(1, diff.hunks().size(), diff.text());
		int minusB = all(diff).indexOf("-b");
		int plusB = all(diff).indexOf("+B");

		assertTrue(repository.stageLines(diff, 0, minusB, plusB, false));
		assertEquals(List.of("+B"), texts(repository.diff(only(repository.status(), Area.STAGED)), Diff.Kind.ADDED));
		assertEquals(List.of("+D", "+f"), texts(repository.diff(only(repository.status(), Area.UNSTAGED)), Diff.Kind.ADDED));
		assertEquals("a\nB\nc\nd\ne\n", GitRepos.git(repo, "show", ":list ✓.txt"), "the index has B alone");

		Diff unstaged = repository.diff(only(repository.status(), Area.UNSTAGED));
		int plusF = all(unstaged).indexOf("+f");
		assertTrue(repository.stageLines(unstaged, 0, plusF, plusF, false), "an added line alone");
		Diff staged = repository.diff(only(repository.status(), Area.STAGED));
		int stagedPlusB = all(staged).indexOf("+B");
		int stagedMinusB = all(staged).indexOf("-b");
		assertTrue(repository.stageLines(staged, 0, stagedMinusB, stagedPlusB, true));
		assertEquals("a\nb\nc\nd\ne\nf\n", GitRepos.git(repo, "show", ":list ✓.txt"), "unstaged: B left the index, f stayed");
		assertEquals("a\nB\nc\nD\ne\nf\n", Files.readString(repo.resolve("list ✓.txt")), "the work tree keeps everything");

		Diff now = repository.diff(only(repository.status(), Area.UNSTAGED));
		int context = all(now).indexOf(" a");
		assertTrue(context > 0, now.text());
		assertFalse(repository.stageLines(now, 0, context, context, false), "unchanged lines stage nothing");
	}

	@Test
	void oneHunkIsStagedAndUnstagedAlone() throws Exception {
		Path repo = Repos.init(temp.resolve("hunks"));
		String lines = IntStream.rangeClosed(1, 40).mapToObj(Integer::toString).collect(Collectors.joining("\n", "", "\n"));
		Files.writeString(repo.resolve("numbers ✓.txt"), lines);
		GitRepos.git(repo, "add", "-A");
		GitRepos.commit(repo, "numbers");
		Files.writeString(repo.resolve("numbers ✓.txt"), lines.replace("\n3\n", "\nthree\n").replace("\n35\n", "\nthirty-five\n"));
		Repository repository = open(repo);

		Diff both = repository.diff(only(repository.status(), Area.UNSTAGED));
		assertEquals(2, both.hunks().size());
		repository.stageHunk(both, 1);
		assertEquals(List.of("+thirty-five"), texts(repository.diff(only(repository.status(), Area.STAGED)), Diff.Kind.ADDED));
		assertEquals(List.of("+three"), texts(repository.diff(only(repository.status(), Area.UNSTAGED)), Diff.Kind.ADDED));

		repository.stageHunk(repository.diff(only(repository.status(), Area.UNSTAGED)), 0);
		Diff staged = repository.diff(only(repository.status(), Area.STAGED));
		assertEquals(List.of("+three", "+thirty-five"), texts(staged, Diff.Kind.ADDED));
		assertEquals(List.of(), repository.status().changes(Area.UNSTAGED));

		repository.unstageHunk(staged, 0);
		assertEquals(List.of("+thirty-five"), texts(repository.diff(only(repository.status(), Area.STAGED)), Diff.Kind.ADDED));
		assertEquals(List.of("+three"), texts(repository.diff(only(repository.status(), Area.UNSTAGED)), Diff.Kind.ADDED));
	}

	private static List<String> all(Diff diff) {
		return diff.lines().stream().map(Diff.Line::text).toList();
	}

	private static List<String> texts(Diff diff, Diff.Kind kind) {
		return diff.lines().stream().filter(line -> line.kind() == kind).map(Diff.Line::text).toList();
	}
}

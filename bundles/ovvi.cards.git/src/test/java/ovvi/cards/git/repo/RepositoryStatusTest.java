package ovvi.cards.git.repo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import ovvi.cards.git.repo.FileChange.Area;
import ovvi.git.BranchStatus.AheadBehind;
import ovvi.git.GitMissingException;
import ovvi.git.GitProgram;
import ovvi.testing.GitRepos;

/** The status of real repositories made with the installed git: groups, awkward names, a merge, a rebase, a detached HEAD. */
class RepositoryStatusTest {

	@TempDir
	Path temp;

	private Repository open(Path folder) throws Exception {
		return Repository.open(Machines.local(temp), folder.toString());
	}

	@Test
	void stagedUnstagedAndUntrackedFilesWithAwkwardNamesAreGroupedAsTheyAre() throws Exception {
		Path repo = Repos.withAwkwardFiles(temp.resolve("repo ü"));
		for (String name : Repos.AWKWARD) {
			Files.writeString(repo.resolve(name), "changed\n", java.nio.file.StandardOpenOption.APPEND);
		}
		GitRepos.git(repo, "add", "--", "line\nbreak.txt", "quote'\"s.txt");
		Files.writeString(repo.resolve("quote'\"s.txt"), "and again\n", java.nio.file.StandardOpenOption.APPEND);
		Files.writeString(repo.resolve("new\nfile ✓"), "new\n");
		Files.createDirectories(repo.resolve("sub dir"));
		Files.writeString(repo.resolve("sub dir/inner"), "inner\n");

		RepoStatus status = open(repo.resolve("sub dir")).status();
		assertEquals("main", status.branch());
		assertFalse(status.detached());
		assertEquals(RepoState.NONE, status.state());
		assertEquals(List.of("line\nbreak.txt", "quote'\"s.txt"), paths(status, Area.STAGED));
		assertEquals(List.of("*.txt", "-dash.txt", "quote'\"s.txt", "with space.txt", "ünï ✓.txt"), paths(status, Area.UNSTAGED));
		assertEquals(List.of("new\nfile ✓", "sub dir/inner"), paths(status, Area.UNTRACKED));
		assertEquals(List.of(), paths(status, Area.CONFLICTS));
		assertEquals("M", status.changes(Area.STAGED).get(0).code());
		assertEquals("On branch main", status.headline());
	}

	@Test
	void theTopIsFoundFromAFolderInsideAndTheUpstreamCounted() throws Exception {
		Path upstream = GitRepos.cloneOf(Repos.init(temp.resolve("seed")), temp.resolve("upstream.git"), "--bare");
		Path mine = GitRepos.cloneOf(upstream, temp.resolve("mine"));
		GitRepos.git(mine, "config", "user.name", "Me");
		GitRepos.git(mine, "config", "user.email", "me@ovvi.invalid");
		GitRepos.commit(mine, "mine");
		Files.createDirectories(mine.resolve("deep/er"));
		Repository repository = open(mine.resolve("deep/er"));
		assertEquals(mine.toRealPath().toString(), repository.top());
		RepoStatus status = repository.status();
		assertEquals(Optional.of(new AheadBehind(1, 0)), status.upstream());
		assertEquals("On branch main  ↑1 ↓0", status.headline());
	}

	@Test
	void aRenameKeepsWhereItCameFrom() throws Exception {
		Path repo = Repos.withAwkwardFiles(temp.resolve("repo"));
		GitRepos.git(repo, "mv", "--", "with space.txt", "moved ✓.txt");
		RepoStatus status = open(repo).status();
		FileChange renamed = status.changes(Area.STAGED).get(0);
		assertEquals(new FileChange(Area.STAGED, "R", "moved ✓.txt", "with space.txt"), renamed);
		assertEquals("with space.txt → moved ✓.txt", renamed.shown());
	}

	@Test
	void aMergeWithAConflictSaysSoAndListsTheConflict() throws Exception {
		Path repo = Repos.inMergeConflict(temp.resolve("merging"));
		RepoStatus status = open(repo).status();
		assertEquals(RepoState.MERGING, status.state());
		assertEquals(List.of(new FileChange(Area.CONFLICTS, "UU", "both.txt", null)), status.changes(Area.CONFLICTS));
		assertTrue(status.headline().startsWith("MERGING — On branch main. Resolve, stage and commit to finish"), status.headline());
	}

	@Test
	void aRebaseStoppedAtAConflictSaysWhichBranchAndThatHeadIsDetached() throws Exception {
		Path repo = Repos.init(temp.resolve("rebasing"));
		Files.writeString(repo.resolve("f.txt"), "base\n");
		GitRepos.git(repo, "add", "-A");
		GitRepos.commit(repo, "base");
		GitRepos.git(repo, "switch", "-q", "-c", "topic");
		Files.writeString(repo.resolve("f.txt"), "topic\n");
		GitRepos.git(repo, "commit", "-q", "-am", "topic");
		GitRepos.git(repo, "switch", "-q", "main");
		Files.writeString(repo.resolve("f.txt"), "main\n");
		GitRepos.git(repo, "commit", "-q", "-am", "main");
		GitRepos.git(repo, "switch", "-q", "topic");
		Repos.mayFail(repo, "rebase", "main");

		RepoStatus status = open(repo).status();
		assertEquals(RepoState.REBASING, status.state());
		assertEquals("topic", status.stateDetail());
		assertTrue(status.detached());
		assertEquals(List.of("f.txt"), paths(status, Area.CONFLICTS));
		assertTrue(status.headline().startsWith("REBASING topic — Detached HEAD at "), status.headline());
	}

	@Test
	void aDetachedHeadNamesItsCommit() throws Exception {
		Path repo = Repos.init(temp.resolve("detached"));
		GitRepos.commit(repo, "second");
		String first = GitRepos.git(repo, "rev-parse", "HEAD~1").strip();
		GitRepos.git(repo, "switch", "-q", "--detach", first);
		RepoStatus status = open(repo).status();
		assertTrue(status.detached());
		assertNull(status.branch());
		assertEquals(first, status.commit());
		assertEquals("Detached HEAD at " + first.substring(0, 7), status.headline());
	}

	@Test
	void aRepositoryWithNoCommitYetHasItsBranchAndNoLog() throws Exception {
		Path repo = temp.resolve("empty");
		Files.createDirectories(repo);
		GitRepos.git(repo, "init", "-q", "-b", "main");
		Files.writeString(repo.resolve("first.txt"), "1\n");
		Repository repository = open(repo);
		RepoStatus status = repository.status();
		assertEquals("main", status.branch());
		assertNull(status.commit());
		assertEquals("On branch main (no commits yet)", status.headline());
		assertEquals(List.of("first.txt"), paths(status, Area.UNTRACKED));
		assertEquals(List.of(), repository.log());
	}

	@Test
	void aFolderInNoRepositoryAndAMissingFolderAreSaid() throws Exception {
		Path plain = Files.createDirectories(temp.resolve("plain"));
		GitProgram git = Machines.local(temp);
		NotARepositoryException none = assertThrows(NotARepositoryException.class, () -> Repository.open(git, plain.toString()));
		assertTrue(none.getMessage().startsWith(plain + " is not in a git repository on this computer"), none.getMessage());
		NotARepositoryException gone = assertThrows(NotARepositoryException.class,
				() -> Repository.open(git, temp.resolve("gone").toString()));
		assertTrue(gone.getMessage().startsWith(temp.resolve("gone") + " is not in a git repository"), gone.getMessage());
	}

	@Test
	void aMachineWithoutGitSaysGitIsNotInstalled() throws Exception {
		// the login shell's PATH has env (the shell's answer needs it) and no git
		Path tools = Files.createDirectories(temp.resolve("no-git"));
		Files.createSymbolicLink(tools.resolve("env"), Path.of("/usr/bin/env"));
		GitProgram git = Machines.local(temp, "export PATH=\"" + tools + "\"\n");
		Path repo = Repos.init(temp.resolve("repo"));
		GitMissingException missing = assertThrows(GitMissingException.class, () -> Repository.open(git, repo.toString()));
		assertEquals("git is not installed on this computer.", missing.getMessage());
	}

	private static List<String> paths(RepoStatus status, Area area) {
		return status.changes(area).stream().map(FileChange::path).toList();
	}
}

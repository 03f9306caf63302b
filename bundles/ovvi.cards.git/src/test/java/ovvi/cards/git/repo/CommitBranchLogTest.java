package ovvi.cards.git.repo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import ovvi.cards.git.repo.FileChange.Area;
import ovvi.herdr.exec.ExecException;
import ovvi.testing.GitRepos;

/** Commit and amend, branches, and the log with its graph, on real repositories. */
class CommitBranchLogTest {

	@TempDir
	Path temp;

	private Repository open(Path folder) throws Exception {
		return Repository.open(Machines.local(temp), folder.toString());
	}

	@Test
	void aMessageWithQuotesLineBreaksAndUnicodeIsCommittedAsWrittenAndAmended() throws Exception {
		Path repo = Repos.init(temp.resolve("repo"));
		Files.writeString(repo.resolve("a.txt"), "a\n");
		Repository repository = open(repo);
		repository.stage(repository.status().changes(Area.UNTRACKED));
		String message = "Fix the \"quoted\" 'thing' ✓\n\n$(echo not run) `nor this` ; rm -rf x\n-- a line";
		repository.commit(message, false);
		assertEquals(message, GitRepos.git(repo, "log", "-1", "--format=%B").strip());
		assertEquals(message, repository.lastMessage());
		assertEquals(List.of(), repository.status().changes());

		Files.writeString(repo.resolve("b.txt"), "b\n");
		repository.stage(repository.status().changes(Area.UNTRACKED));
		repository.commit("", true);
		assertEquals(message, GitRepos.git(repo, "log", "-1", "--format=%B").strip(), "an empty message keeps the last one");
		assertEquals("a.txt\nb.txt", GitRepos.git(repo, "show", "--format=", "--name-only", "HEAD").strip(), "amended into it");
		repository.commit("Reworded", true);
		assertEquals("Reworded", GitRepos.git(repo, "log", "-1", "--format=%B").strip());
		assertEquals(2, Integer.parseInt(GitRepos.git(repo, "rev-list", "--count", "HEAD").strip()), "the first, then ours amended twice");
	}

	@Test
	void aCommitWithNothingStagedSaysWhy() throws Exception {
		Repository repository = open(Repos.init(temp.resolve("repo")));
		ExecException nothing = assertThrows(ExecException.class, () -> repository.commit("empty", false));
		assertTrue(nothing.getMessage().startsWith("Committing failed on this computer: "), nothing.getMessage());
		assertTrue(nothing.getMessage().contains("nothing to commit"), nothing.getMessage());
	}

	@Test
	void branchesAreMadeSwitchedAndABadNameRefused() throws Exception {
		Path repo = Repos.init(temp.resolve("repo"));
		Repository repository = open(repo);
		repository.createBranch("feature/ünï");
		assertEquals("feature/ünï", repository.status().branch());
		assertEquals(List.of(new Branch("feature/ünï", true), new Branch("main", false)), repository.branches());
		repository.switchTo("main");
		assertEquals("main", repository.status().branch());

		for (String bad : List.of("with space", "-dash", "a..b")) {
			ExecException refused = assertThrows(ExecException.class, () -> repository.createBranch(bad));
			assertTrue(refused.getMessage().contains("is not a valid branch name"), refused.getMessage());
		}
		assertEquals(2, repository.branches().size());

		Files.writeString(repo.resolve("f.txt"), "main\n");
		repository.stage(repository.status().changes(Area.UNTRACKED));
		repository.commit("f on main", false);
		Files.writeString(repo.resolve("f.txt"), "mine, not committed\n");
		ExecException kept = assertThrows(ExecException.class, () -> repository.switchTo("feature/ünï"));
		assertTrue(kept.getMessage().contains("would be overwritten"), kept.getMessage());
		assertEquals("main", repository.status().branch());
	}

	@Test
	void theLogHasTheLast200CommitsWithTheGraphOfAMerge() throws Exception {
		Path repo = Repos.init(temp.resolve("repo"));
		for (int i = 0; i < 210; i++) {
			GitRepos.commit(repo, "commit " + i);
		}
		GitRepos.git(repo, "switch", "-q", "-c", "side");
		GitRepos.commit(repo, "on the side ✓ \"quoted\"");
		GitRepos.git(repo, "switch", "-q", "main");
		GitRepos.commit(repo, "on main");
		GitRepos.git(repo, "merge", "-q", "--no-ff", "-m", "merge side", "side");

		List<LogLine> log = open(repo).log();
		List<LogLine.Commit> commits = log.stream().map(LogLine::commit).filter(java.util.Objects::nonNull).toList();
		assertEquals(Repository.LOG_COMMITS, commits.size());
		assertEquals("merge side", commits.get(0).subject());
		assertEquals("HEAD -> main", commits.get(0).refs());
		assertEquals("Ovvi Test", commits.get(0).author());
		assertTrue(log.get(0).graph().startsWith("*"), log.get(0).graph());
		assertTrue(log.stream().anyMatch(line -> line.commit() == null && line.graph().contains("\\")), "the merge's fork is drawn");
		LogLine side = log.stream().filter(line -> line.commit() != null && line.commit().subject().startsWith("on the side")).findFirst()
				.orElseThrow();
		assertEquals("on the side ✓ \"quoted\"", side.commit().subject());
		assertEquals("side", side.commit().refs());
		assertTrue(side.graph().contains("*") && side.graph().indexOf('*') > 0, "the side branch is a column to the right: " + side.graph());
		assertNotNull(side.commit().id());
		assertNull(log.get(1).commit(), "a row of the graph alone: " + log.get(1));
	}
}

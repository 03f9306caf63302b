package ovvi.cards.explorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import ovvi.testing.GitRepos;

/** Git letters from a real repository's porcelain v2, for the folder at the top and a folder inside. */
class GitLettersTest {

	@TempDir
	Path temp;

	@Test
	void changedEntriesGetTheirLettersAndAFolderItsChildren() throws Exception {
		Path repo = GitRepos.init(temp.resolve("repo ü"));
		Files.createDirectories(repo.resolve("sub dir"));
		Files.writeString(repo.resolve("sub dir/kept.txt"), "one");
		Files.writeString(repo.resolve("gone.txt"), "x");
		Files.writeString(repo.resolve("renamed.txt"), "to rename, long enough to be seen as a rename\n");
		GitRepos.git(repo, "add", ".");
		GitRepos.commit(repo, "files");
		Files.writeString(repo.resolve("sub dir/kept.txt"), "two");
		Files.delete(repo.resolve("gone.txt"));
		Files.writeString(repo.resolve("new file ✓"), "new");
		Files.writeString(repo.resolve("staged"), "s");
		GitRepos.git(repo, "add", "staged");
		GitRepos.git(repo, "mv", "renamed.txt", "now named.txt");

		Map<String, String> top = GitLetters.of(Machines.local(temp), repo.toString());
		assertEquals(Map.of("sub dir", "M", "gone.txt", "D", "new file ✓", "?", "staged", "A", "now named.txt", "R"), top);
		Map<String, String> inside = GitLetters.of(Machines.local(temp), repo.resolve("sub dir").toString());
		assertEquals(Map.of("kept.txt", "M"), inside);
	}

	@Test
	void aFolderInNoRepositoryHasNoLetters() throws Exception {
		assertTrue(GitLetters.of(Machines.local(temp), Files.createDirectory(temp.resolve("plain")).toString()).isEmpty());
	}

	@Test
	void aConflictIsU() {
		String porcelain = "u UU N... 100644 100644 100644 100644 a b c d/conflicted file\0";
		assertEquals(Map.of("d", "U"), GitLetters.parse(porcelain, ""));
	}
}

package ovvi.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import ovvi.ui.cli.OpenTarget;

/** What {@code ovvi ARGUMENT} names: a session, a session on a host, or a folder; and what it refuses. */
class OpenTargetTest {

	@TempDir
	Path here;

	private OpenTarget parse(String argument) throws OpenTarget.Invalid {
		return OpenTarget.parse(argument, here, here.resolve("home"));
	}

	private String refusal(String argument) {
		return assertThrows(OpenTarget.Invalid.class, () -> parse(argument)).getMessage();
	}

	@Test
	void aWordIsASessionOfThisComputer() throws Exception {
		assertEquals(new OpenTarget.Session("work"), parse("work"));
		assertEquals(new OpenTarget.Session("feat-1.2_x"), parse("feat-1.2_x"));
	}

	@Test
	void aHostWithOrWithoutUserPortAndSession() throws Exception {
		assertEquals(new OpenTarget.Remote("dev@build:2222", "agents"), parse("dev@build:2222/agents"));
		assertEquals(new OpenTarget.Remote("build", "agents"), parse("build/agents"));
		assertEquals(new OpenTarget.Remote("dev@build", "default"), parse("dev@build"), "no session: the host's default");
		assertEquals(new OpenTarget.Remote("[::1]:2222", "default"), parse("[::1]:2222"));
	}

	@Test
	void pathsThatStartWithSlashDotOrTildeAreFoldersMadeAbsolute() throws Exception {
		Path project = Files.createDirectories(here.resolve("my project/src"));
		Files.createDirectories(here.resolve("home/code"));
		assertEquals(new OpenTarget.Folder(project), parse(project.toString()));
		assertEquals(new OpenTarget.Folder(project), parse("./my project/src/"));
		assertEquals(new OpenTarget.Folder(here), parse("."));
		assertEquals(new OpenTarget.Folder(here.resolve("home/code")), parse("~/code"));
		assertEquals(new OpenTarget.Folder(here.resolve("home")), parse("~"));
		assertEquals(new OpenTarget.Folder(project), parse("my project/src"), "a relative path that names a folder here");
	}

	@Test
	void badArgumentsSayWhatIsWrongInOneLine() throws Exception {
		Files.writeString(here.resolve("notes.txt"), "x");
		List<String> refusals = List.of(
				refusal(""),
				refusal("bad name!"),
				refusal("." + "/missing"),
				refusal("./notes.txt"),
				refusal("~other/code"),
				refusal("dev@build/bad session"),
				refusal("dev@@build"),
				refusal("build:99999"),
				refusal("x".repeat(65)),
				refusal("work\nmore"));
		assertTrue(refusals.get(1).contains("may only contain ASCII letters, numbers, '.', '_' and '-'"), refusals.get(1));
		assertEquals("no folder " + here.resolve("missing"), refusals.get(2));
		assertEquals(here.resolve("notes.txt") + " is a file, not a folder", refusals.get(3));
		assertTrue(refusals.get(8).contains("longer than 64 bytes"), refusals.get(8));
		refusals.forEach(message -> assertEquals(1, message.lines().count(), message));
	}

	@Test
	void aTargetCrossesTheSocketAsItsFieldsAndComesBackTheSame() throws Exception {
		for (OpenTarget target : List.of(new OpenTarget.Window(), new OpenTarget.Session("work"),
				new OpenTarget.Remote("dev@build:2222", "agents"), new OpenTarget.Folder(here.resolve("a\nb")))) {
			assertEquals(target, OpenTarget.of(target.fields()));
		}
		assertThrows(OpenTarget.Invalid.class, () -> OpenTarget.of(List.of("session")));
		assertThrows(OpenTarget.Invalid.class, () -> OpenTarget.of(List.of("launch", "rm -rf /")));
		assertThrows(OpenTarget.Invalid.class, () -> OpenTarget.of(List.of("session", "../../etc")));
	}
}

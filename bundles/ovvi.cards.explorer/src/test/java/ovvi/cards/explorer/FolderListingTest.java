package ovvi.cards.explorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;

/** Listing folders of this computer through {@link ovvi.herdr.exec.LocalExec}: real find, real files. */
class FolderListingTest {

	@TempDir
	Path temp;
	private Exec machine;

	@BeforeEach
	void thisComputer() throws Exception {
		machine = Machines.local(temp);
	}

	@Test
	void namesWithSpacesNewlinesQuotesAndUnicodeComeThroughWholeAndALinkLoopIsBroken() throws Exception {
		Path dir = Folders.awkward(temp.resolve("awkward ü"));
		Map<String, Entry> entries = FolderListing.list(machine, dir.toString()).stream()
				.collect(Collectors.toMap(Entry::name, Function.identity()));
		TreeSet<String> expected = new TreeSet<>(Folders.NAMES);
		expected.addAll(List.of("sub folder", "loop", "to sub"));
		assertEquals(expected, new TreeSet<>(entries.keySet()));
		assertEquals(Entry.Kind.FOLDER, entries.get("sub folder").kind());
		assertEquals(Entry.Kind.FILE, entries.get("line\nbreak").kind());
		assertEquals(("content of with space.txt").length(), entries.get("with space.txt").size());
		assertEquals(Entry.Kind.BROKEN, entries.get("loop").kind(), "a link to itself");
		assertTrue(entries.get("loop").link());
		assertEquals(Entry.Kind.FOLDER, entries.get("to sub").kind(), "a link to a folder opens as one");
		assertTrue(entries.get(".hidden").hidden());
		assertEquals(Files.getLastModifiedTime(dir.resolve("with space.txt")).toInstant().getEpochSecond(),
				entries.get("with space.txt").modified().getEpochSecond());
	}

	@Test
	void aMissingFolderIsSaidPlainly() {
		ExecException missing = assertThrows(ExecException.class, () -> FolderListing.list(machine, temp.resolve("gone").toString()));
		assertTrue(missing.getMessage().startsWith("The folder " + temp.resolve("gone") + " does not exist on this computer."),
				missing.getMessage());
	}

	@Test
	void aFileIsNoFolderAndARelativePathIsRefused() throws Exception {
		Path file = Files.writeString(temp.resolve("plain"), "x");
		ExecException notAFolder = assertThrows(ExecException.class, () -> FolderListing.list(machine, file.toString()));
		assertTrue(notAFolder.getMessage().startsWith(file + " is not a folder."), notAFolder.getMessage());
		assertThrows(ExecException.class, () -> FolderListing.list(machine, "relative"));
	}

	@Test
	void anEmptyFolderIsEmpty() throws Exception {
		assertTrue(FolderListing.list(machine, Files.createDirectory(temp.resolve("empty")).toString()).isEmpty());
	}

	@Test
	void anUnreadableFolderIsSaidPlainly() throws Exception {
		Assumptions.assumeFalse(Machines.readsEverything(), "root reads every folder");
		Path locked = Files.createDirectory(temp.resolve("locked"));
		Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("---------"));
		try {
			ExecException denied = assertThrows(ExecException.class, () -> FolderListing.list(machine, locked.toString()));
			assertTrue(denied.getMessage().startsWith("You may not read the folder " + locked), denied.getMessage());
		} finally {
			Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("rwx------"));
		}
	}

	@Test
	void findsReasonsAreSaidAsTheUserWouldSayThem() {
		assertEquals("You may not read the folder /x on host. (find: '/x': Permission denied)",
				FolderListing.explain("/x", "find: '/x': Permission denied", "host"));
		assertFalse(FolderListing.explain("/x", "odd", "host").contains("does not exist"));
	}

	@Test
	void recordsThatAreNotFindsArePassedOver() {
		assertEquals(List.of("ok"), FolderListing.parse("ff\t1\t1.5\tok\0garbage\0ff\tx\t1\tbad\0").stream().map(Entry::name).toList());
	}
}

package ovvi.cards.explorer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;

/** New File, New Folder, Rename and Delete on this computer: real sh, real files, awkward names. */
class FileOperationsTest {

	@TempDir
	Path temp;
	private Exec machine;
	private Path dir;

	@BeforeEach
	void thisComputer() throws Exception {
		machine = Machines.local(temp);
		dir = Files.createDirectories(temp.resolve("folder ü"));
	}

	@Test
	void awkwardNamesAreMadeRenamedAndDeletedAsTheyAre() throws Exception {
		for (String name : Folders.NAMES) {
			FileOperations.newFile(machine, dir.toString(), name);
			assertTrue(Files.isRegularFile(dir.resolve(name)), name);
			assertEquals(0, Files.size(dir.resolve(name)));
			String renamed = "renamed " + name;
			FileOperations.rename(machine, dir.toString(), name, renamed);
			assertFalse(Files.exists(dir.resolve(name)), name);
			assertTrue(Files.exists(dir.resolve(renamed)), renamed);
			FileOperations.delete(machine, dir.toString(), renamed);
			assertFalse(Files.exists(dir.resolve(renamed)), renamed);
		}
		FileOperations.newFolder(machine, dir.toString(), "new\nfolder 'x' \"y\" ✓");
		assertTrue(Files.isDirectory(dir.resolve("new\nfolder 'x' \"y\" ✓")));
	}

	@Test
	void aTakenNameIsRefusedAndNothingIsOverwritten() throws Exception {
		Files.writeString(dir.resolve("kept.txt"), "kept");
		Files.writeString(dir.resolve("other.txt"), "other");
		Files.createDirectory(dir.resolve("a folder"));

		ExecException file = assertThrows(ExecException.class, () -> FileOperations.newFile(machine, dir.toString(), "kept.txt"));
		assertEquals("The file " + dir + "/kept.txt could not be made on this computer: " + dir
				+ "/kept.txt already exists. Nothing was changed.", file.getMessage());
		assertThrows(ExecException.class, () -> FileOperations.newFolder(machine, dir.toString(), "kept.txt"));
		assertThrows(ExecException.class, () -> FileOperations.newFile(machine, dir.toString(), "a folder"));
		ExecException rename = assertThrows(ExecException.class, () -> FileOperations.rename(machine, dir.toString(), "other.txt", "kept.txt"));
		assertTrue(rename.getMessage().endsWith("kept.txt already exists. Nothing was changed."), rename.getMessage());
		assertThrows(ExecException.class, () -> FileOperations.rename(machine, dir.toString(), "other.txt", "a folder"));

		assertEquals("kept", Files.readString(dir.resolve("kept.txt")));
		assertEquals("other", Files.readString(dir.resolve("other.txt")));
		assertTrue(Files.isDirectory(dir.resolve("a folder")));
		assertFalse(Files.exists(dir.resolve("a folder/other.txt")), "not moved into the folder");
	}

	@Test
	void aBrokenLinkIsATakenNameToo() throws Exception {
		Files.createSymbolicLink(dir.resolve("dangling"), dir.resolve("nowhere"));
		assertThrows(ExecException.class, () -> FileOperations.newFile(machine, dir.toString(), "dangling"));
		assertFalse(Files.exists(dir.resolve("nowhere")), "the link's target was not made");
		FileOperations.delete(machine, dir.toString(), "dangling");
		assertFalse(Files.exists(dir.resolve("dangling"), LinkOption.NOFOLLOW_LINKS));
	}

	@Test
	void aFolderIsDeletedWithEverythingInItAndALinkWithoutItsTarget() throws Exception {
		Folders.awkward(dir.resolve("full"));
		Files.createSymbolicLink(dir.resolve("link to full"), dir.resolve("full"));
		FileOperations.delete(machine, dir.toString(), "link to full");
		assertTrue(Files.isDirectory(dir.resolve("full/sub folder")), "the link's target stays");
		FileOperations.delete(machine, dir.toString(), "full");
		assertFalse(Files.exists(dir.resolve("full")));
	}

	@Test
	void namesNoFileCanHaveAreRefusedBeforeTheMachineIsAsked() {
		assertEquals("A name cannot be empty.",
				assertThrows(ExecException.class, () -> FileOperations.newFile(machine, dir.toString(), "")).getMessage());
		assertEquals("A name cannot hold '/': a/b",
				assertThrows(ExecException.class, () -> FileOperations.newFolder(machine, dir.toString(), "a/b")).getMessage());
		assertThrows(ExecException.class, () -> FileOperations.rename(machine, dir.toString(), "x", ".."));
		assertThrows(ExecException.class, () -> FileOperations.newFile(machine, "relative", "x"));
	}

	@Test
	void anEntryThatWentAwaySaysSo() {
		ExecException gone = assertThrows(ExecException.class, () -> FileOperations.delete(machine, dir.toString(), "gone"));
		assertEquals(dir + "/gone could not be deleted on this computer: " + dir + "/gone is no longer there.", gone.getMessage());
		assertThrows(ExecException.class, () -> FileOperations.rename(machine, dir.toString(), "gone", "new"));
		assertFalse(Files.exists(dir.resolve("new")));
	}

	@Test
	void aFolderNoOneMayWriteInGivesTheMachinesReason() {
		// sysfs refuses new entries even to root, so this runs whoever runs the tests
		ExecException refused = assertThrows(ExecException.class, () -> FileOperations.newFile(machine, "/sys", "ovvi-test"));
		assertTrue(refused.getMessage().startsWith("The file /sys/ovvi-test could not be made on this computer. ("), refused.getMessage());
		assertTrue(refused.getMessage().contains("Permission denied"), refused.getMessage());
	}

	@Test
	void aFolderTheUserMayNotWriteInIsRefusedWithTheReason() throws Exception {
		Assumptions.assumeFalse(Machines.readsEverything(), "root writes in every folder");
		Path locked = Files.createDirectory(temp.resolve("locked"));
		Files.writeString(locked.resolve("inside"), "x");
		Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("r-x------"));
		try {
			ExecException denied = assertThrows(ExecException.class, () -> FileOperations.delete(machine, locked.toString(), "inside"));
			assertTrue(denied.getMessage().contains("Permission denied"), denied.getMessage());
			assertEquals("x", Files.readString(locked.resolve("inside")));
		} finally {
			Files.setPosixFilePermissions(locked, PosixFilePermissions.fromString("rwx------"));
		}
	}
}

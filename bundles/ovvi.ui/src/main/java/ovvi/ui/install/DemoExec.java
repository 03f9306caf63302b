package ovvi.ui.install;

import java.util.List;

import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;
import ovvi.herdr.exec.HomePath;
import ovvi.herdr.exec.Run;
import ovvi.herdr.exec.RunKind;
import ovvi.herdr.exec.SocketOpener;

/** This computer with the simulator shipped with Ovvi as its herdr: the machine of the demo session. */
final class DemoExec implements Exec {

	private final Exec computer;
	private final String simulator;

	DemoExec(Exec computer, String simulator) {
		this.computer = computer;
		this.simulator = simulator;
	}

	@Override
	public Run run(RunKind kind, List<String> argv) throws ExecException {
		return computer.run(kind, argv);
	}

	@Override
	public String herdr() {
		return simulator;
	}

	@Override
	public void forgetHerdr() {
		// the simulator's path comes from Ovvi's installation and does not move
	}

	@Override
	public String read(HomePath path) throws InterruptedException {
		return computer.read(path);
	}

	@Override
	public void write(HomePath path, String content) throws ExecException, InterruptedException {
		computer.write(path, content);
	}

	@Override
	public SocketOpener sockets() {
		return computer.sockets();
	}

	@Override
	public boolean isRemote() {
		return false;
	}

	@Override
	public String target() {
		return computer.target();
	}
}

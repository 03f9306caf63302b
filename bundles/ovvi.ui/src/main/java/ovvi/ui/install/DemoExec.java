package ovvi.ui.install;

import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ForwardingExec;

/** This computer with the simulator shipped with Ovvi as its herdr: the machine of the demo session. */
final class DemoExec extends ForwardingExec {

	private final String simulator;

	DemoExec(Exec computer, String simulator) {
		super(computer);
		this.simulator = simulator;
	}

	@Override
	public String herdr() {
		return simulator;
	}

	@Override
	public void forgetHerdr() {
		// the simulator's path comes from Ovvi's installation and does not move
	}
}
